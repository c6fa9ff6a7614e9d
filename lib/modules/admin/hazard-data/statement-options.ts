import "server-only";
import type { Locale } from "@/lib/platform/i18n/config";
import { listStatements } from "./data";

/** Every H, EUH and P statement in the language, for the forms' pickers. */
export async function statementOptions(language: Locale) {
  const [H, EUH, P] = await Promise.all([
    listStatements("H", {}, language),
    listStatements("EUH", {}, language),
    listStatements("P", {}, language),
  ]);
  return { H, EUH, P };
}
