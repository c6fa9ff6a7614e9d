// How the waste account groups the recovery and disposal operations of the Waste Framework
// Directive (Annexes I and II). Client-safe.
//
// Recycling is material recovery, R2–R11 (solvents, organic and inorganic materials, metals, acids,
// oils, land treatment, and the use of waste from those). Other recovery is energy recovery (R1) and
// the preliminary operations that only pass waste on towards recovery (R12 exchange, R13 storage).
// Every D operation is disposal, the preliminary D13–D15 included.
export const TREATMENT_GROUPS = ["RECYCLING", "OTHER_RECOVERY", "DISPOSAL"] as const;
export type TreatmentGroupName = (typeof TREATMENT_GROUPS)[number];

const OPERATION = /^([RD])(\d{1,2})$/;

/** The group of an operation code ("R4", "D10"); throws for anything that is not R1–R13 or D1–D15. */
export function treatmentGroupOf(code: string): TreatmentGroupName {
  const match = OPERATION.exec(code);
  const number = match ? Number(match[2]) : 0;
  if (match?.[1] === "D" && number >= 1 && number <= 15) return "DISPOSAL";
  if (match?.[1] === "R" && number >= 2 && number <= 11) return "RECYCLING";
  if (match?.[1] === "R" && (number === 1 || number === 12 || number === 13)) return "OTHER_RECOVERY";
  throw new Error(`Not a recovery or disposal operation: ${code}`);
}
