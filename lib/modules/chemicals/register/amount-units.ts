// The units an amount kept is counted in: mass, volume and pieces from the unit library. Client-safe.
import { findUnit, groupsOfUnit } from "@/lib/platform/units/catalogue";

export const AMOUNT_UNITS = ["T", "KG", "G", "M3", "L", "CM3", "PIECES"] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

/** The unit's symbol (kg, L, pcs). */
export function amountUnitSymbol(code: string) {
  const group = groupsOfUnit(code)[0];
  return (group && findUnit(group, code)?.symbol) ?? code;
}
