// The SQL pieces the account and its report share. Server-only.
import "server-only";
import { sql } from "@/lib/platform/lists/query";

/**
 * A monthly quantity `l` (WasteMonthlyQuantity) of arrangement `a` in tonnes, by the rule of
 * tonnes.ts: t and kg as they are, m³ and L by the density, pieces by the weight per piece; NULL
 * where there is no conversion.
 */
export const tonnesExpression = sql`l."quantity" * CASE a."registrationUnit"
    WHEN 'TONNE' THEN 1
    WHEN 'KILOGRAM' THEN 0.001
    WHEN 'CUBIC_METRE' THEN a."densityKgPerM3" / 1000
    WHEN 'LITRE' THEN a."densityKgPerM3" / 1000000
    WHEN 'PIECE' THEN a."kgPerPiece" / 1000
  END`;
