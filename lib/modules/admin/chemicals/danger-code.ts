// The danger code of a chemical product: a coordinator's traffic light. Client-safe.
//
// RED: carcinogenic, mutagenic or toxic for reproduction in category 1A/1B (H340, H350, H360 and
//      their variants), acutely toxic in category 1 or 2 (H300, H310, H330), or containing a
//      substance on the Candidate List (SVHC) or hit by a REACH Annex XVII restriction;
// YELLOW: any other health or environmental hazard (H3xx, H4xx, and the EUH statements of health
//      and environmental hazards);
// GREEN: otherwise (no hazard, or physical hazards only: those are managed through storage).
// A maintainer may raise the code (a product the coordinator wants watched), never lower it.

export const DANGER_CODES = ["GREEN", "YELLOW", "RED"] as const;
export type DangerCodeValue = (typeof DANGER_CODES)[number];

const RED = /^H(300|310|330|340|350|360)/;
const HEALTH_OR_ENVIRONMENT = /^H[34]\d\d/;
const EUH_HEALTH_OR_ENVIRONMENT = new Set([
  ...["EUH029", "EUH031", "EUH032", "EUH066", "EUH070", "EUH071"],
  ...["EUH380", "EUH381", "EUH430", "EUH431", "EUH440", "EUH441", "EUH450", "EUH451"],
]);

const parts = (codes: readonly string[]) => codes.flatMap((code) => code.split("+").map((part) => part.trim()));

export function derivedDangerCode(input: {
  hazardStatements: readonly string[];
  euHazardStatements: readonly string[];
  /** a substance of the product is on the Candidate List or hit by an Annex XVII entry */
  restrictedOrSvhc: boolean;
}): DangerCodeValue {
  const hazards = parts(input.hazardStatements);
  if (input.restrictedOrSvhc || hazards.some((code) => RED.test(code))) return "RED";
  if (hazards.some((code) => HEALTH_OR_ENVIRONMENT.test(code))) return "YELLOW";
  if (parts(input.euHazardStatements).some((code) => EUH_HEALTH_OR_ENVIRONMENT.has(code))) return "YELLOW";
  return "GREEN";
}

export const dangerRank = (code: DangerCodeValue) => DANGER_CODES.indexOf(code);

/** The code in force: the derived one, or what the maintainer raised it to where that is higher. */
export const effectiveDangerCode = (derived: DangerCodeValue, raisedTo: DangerCodeValue | null) =>
  raisedTo && dangerRank(raisedTo) > dangerRank(derived) ? raisedTo : derived;
