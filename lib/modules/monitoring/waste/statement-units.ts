// The units a handler's statement writes its quantities in, and their conversion to the
// arrangement's registration unit: a mass to a mass, a volume to a volume (kg on a statement of an
// arrangement registered in tonnes), never across (that would need the density, which is the
// account's business). Client-safe.
import { convert } from "@/lib/platform/units/convert";
import { Decimal } from "@/lib/platform/units/decimal";
import type { WasteUnitName } from "./tonnes";

/** How statements write each unit, in English and Danish; compared in lower case without dots. */
const WRITTEN: Record<WasteUnitName, string[]> = {
  TONNE: ["t", "ton", "tons", "tonne", "tonnes"],
  KILOGRAM: ["kg", "kilo", "kilogram", "kilograms"],
  CUBIC_METRE: ["m3", "m³", "cbm", "cubic metre", "cubic metres", "kubikmeter"],
  LITRE: ["l", "litre", "litres", "liter", "liters"],
  PIECE: ["pcs", "pc", "piece", "pieces", "stk", "stk.", "styk", "ea"],
};

const LIBRARY = {
  TONNE: ["T", "MASS"],
  KILOGRAM: ["KG", "MASS"],
  CUBIC_METRE: ["M3", "VOLUME"],
  LITRE: ["L", "VOLUME"],
} as const;

/** The registration unit a statement's unit text names, or null. */
export function unitOfText(text: string): WasteUnitName | null {
  const wanted = text.trim().toLocaleLowerCase("da");
  const found = (Object.keys(WRITTEN) as WasteUnitName[]).find(
    (unit) => WRITTEN[unit].includes(wanted) || WRITTEN[unit].includes(wanted.replace(/\.$/, "")),
  );
  return found ?? null;
}

/**
 * The quantity in the arrangement's unit, to the thousandth the registration keeps; null when the
 * two units do not measure the same thing (a volume on a statement of an arrangement in tonnes).
 */
export function convertWithin(quantity: string, from: WasteUnitName, to: WasteUnitName): string | null {
  if (from === to) return quantity;
  if (from === "PIECE" || to === "PIECE") return null;
  const [fromCode, fromGroup] = LIBRARY[from];
  const [toCode, toGroup] = LIBRARY[to];
  if (fromGroup !== toGroup) return null;
  return convert(quantity, fromCode, toCode, fromGroup).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed();
}
