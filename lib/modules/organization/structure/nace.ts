import "server-only";
import { searchNaceCodes } from "./data";

/** The picker's starting option for a stored code. */
export async function naceOption(code: string | null) {
  return code ? ((await searchNaceCodes({ code }))[0] ?? null) : null;
}
