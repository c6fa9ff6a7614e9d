// Scope 2, market-based (GHG Protocol Scope 2 Guidance, dual reporting). Guarantees of origin cover
// electricity first, then the supplier's or the organization's own factors and a residual mix where
// the meter has one; what none of them covers counts at the meter's location-based rate of the same
// period, and says so: the reference data holds no residual mix for Denmark. Client-safe and pure.
import { sumOf, type Decimal } from "@/lib/platform/units/decimal";
import type { EmissionRow } from "./emissions";

/** The electricity of a meter and period that counts at its location-based rate in the market-based figure. */
export type LocationStandIn = { meterId: string; bucket: string; quantity: Decimal; co2Kg: Decimal | null };

type Row = Pick<EmissionRow, "meterId" | "bucket" | "line" | "valueId" | "certificateId" | "quantity" | "co2Kg">;

/**
 * Per meter and bucket: a meter with no market-based instrument or factor counts all its covered
 * electricity at its location-based figure; one with them, the quantity they leave uncovered at the
 * location-based rate (its kg per kWh over the bucket). Without a location-based figure either, the
 * quantity has no CO2 (`co2Kg` null): missing, never zero.
 */
export function locationStandIns(rows: Row[]): LocationStandIn[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    if (row.line !== "SCOPE2_ELECTRICITY_LOCATION" && row.line !== "SCOPE2_ELECTRICITY_MARKET") continue;
    const key = `${row.meterId}|${row.bucket}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].flatMap((group): LocationStandIn[] => {
    const { meterId, bucket } = group[0];
    const location = group.filter((row) => row.line === "SCOPE2_ELECTRICITY_LOCATION" && row.valueId !== null);
    const locationQuantity = sumOf(location.map((row) => row.quantity));
    const locationKg = sumOf(location.map((row) => row.co2Kg));
    const market = group.filter((row) => row.line === "SCOPE2_ELECTRICITY_MARKET");
    if (!market.length) {
      return locationQuantity.isZero() ? [] : [{ meterId, bucket, quantity: locationQuantity, co2Kg: locationKg }];
    }
    const uncovered = sumOf(
      market.filter((row) => row.valueId === null && row.certificateId === null).map((row) => row.quantity),
    );
    if (uncovered.isZero()) return [];
    const co2Kg = locationQuantity.isZero() ? null : locationKg.times(uncovered).dividedBy(locationQuantity);
    return [{ meterId, bucket, quantity: uncovered, co2Kg }];
  });
}
