// A registered quantity in tonnes, the unit the waste account adds up in. Client-safe.
// A mass converts through the unit library as it is; a volume goes to m³ there and is weighed by
// the arrangement's density (kg per m³); pieces are weighed by a piece's typical weight (a full
// container). Without that conversion the answer is null: the quantity is counted apart, never
// guessed. The account's SQL (account.ts) computes the same.
import { convert } from "@/lib/platform/units/convert";
import { Decimal, type DecimalInput } from "@/lib/platform/units/decimal";

export const WASTE_UNITS = ["TONNE", "KILOGRAM", "CUBIC_METRE", "LITRE", "PIECE"] as const;
export type WasteUnitName = (typeof WASTE_UNITS)[number];

/** The unit library's code of each registration unit that is a mass or a volume. */
const LIBRARY_UNIT = { TONNE: "T", KILOGRAM: "KG", CUBIC_METRE: "M3", LITRE: "L" } as const;

export type Conversion = {
  registrationUnit: WasteUnitName;
  /** kg per m³, for m³ and L */
  densityKgPerM3: DecimalInput | null;
  /** kg per piece, for pieces */
  kgPerPiece: DecimalInput | null;
};

/** What quantities in this unit need to be weighed: a density (volumes), a weight per piece, or nothing. */
export const conversionNeeded = (unit: WasteUnitName): "density" | "pieceWeight" | null =>
  unit === "CUBIC_METRE" || unit === "LITRE" ? "density" : unit === "PIECE" ? "pieceWeight" : null;

/** The quantity in tonnes, or null when the arrangement gives no way to weigh it. */
export function toTonnes(quantity: DecimalInput, conversion: Conversion): Decimal | null {
  const { registrationUnit: unit, densityKgPerM3, kgPerPiece } = conversion;
  if (unit === "PIECE") return kgPerPiece == null ? null : new Decimal(quantity).times(kgPerPiece).dividedBy(1000);
  if (unit === "TONNE" || unit === "KILOGRAM") return convert(quantity, LIBRARY_UNIT[unit], "T", "MASS");
  if (densityKgPerM3 == null) return null;
  const cubicMetres = convert(quantity, LIBRARY_UNIT[unit], "M3", "VOLUME");
  return convert(cubicMetres.times(densityKgPerM3), "KG", "T", "MASS");
}
