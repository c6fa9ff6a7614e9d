// The parts of a workplace instruction (arbejdspladsbrugsanvisning), each with its field. Client-safe.
export const INSTRUCTION_FIELDS = [
  ["use", "instructionUse"],
  ["protection", "instructionProtection"],
  ["firstAid", "instructionFirstAid"],
  ["spills", "instructionSpills"],
  ["disposal", "instructionDisposal"],
] as const;
