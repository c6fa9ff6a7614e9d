// Decimal numbers on the wire: quantities are stored in numeric columns and computed with decimal
// arithmetic, so a body's number must arrive as the digits that were typed, never as a rounded
// binary float. Client-safe.
import { z } from "zod";

/** At most 15 digits before the point and 12 after: what a numeric(38, 12) column holds with room to add up. */
const DECIMAL = /^-?\d{1,15}(\.\d{1,12})?$/;

/** A JSON number's shortest text, without an exponent (1e-7 → 0.0000001). */
function plainText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(Math.min(100, Math.max(0, -Math.floor(Math.log10(Math.abs(value))) + 15))).replace(/\.?0+$/, "");
}

/**
 * A decimal number, given as a JSON number or as text ("1234.5", or "1234,5" as Danish forms write
 * it: with no thousands separators allowed, a comma can only be the decimal mark), answered as its
 * text with a point. The message names the limits (`validation.custom.decimal`).
 */
export const decimalNumber = z.union([z.number(), z.string()]).transform((value, context) => {
  const text =
    typeof value === "number" ? (Number.isFinite(value) ? plainText(value) : "") : value.trim().replace(",", ".");
  if (DECIMAL.test(text)) return text.replace(/^(-?)0+(?=\d)/, "$1");
  context.addIssue({ code: "custom", input: value, params: { reason: "decimal" } });
  return z.NEVER;
});

/** A decimal number that may be left out: blank or null is null (a form's cleared field). */
export const optionalDecimal = z
  .union([z.literal(""), decimalNumber])
  .nullish()
  .transform((value) => (value === "" || value === undefined ? null : value));
