import "server-only";
import { db } from "@/lib/platform/db";
import type { Locale } from "@/lib/platform/i18n/config";
import { listStatements } from "./data";
import { statementInstructions } from "./statement-text";

/**
 * Every H, EUH and P statement in the language, for the forms' pickers, and the hazard statements
 * whose CLP text asks the label's writer for details (organs, route of exposure): their
 * instructions in the language, for a product to fill.
 */
export async function statementOptions(language: Locale) {
  const [H, EUH, P, templated] = await Promise.all([
    listStatements("H", {}, language),
    listStatements("EUH", {}, language),
    listStatements("P", {}, language),
    db().hazardStatement.findMany({ where: { kind: "H", textEn: { contains: "<" } }, orderBy: { sortOrder: "asc" } }),
  ]);
  const instructions = Object.fromEntries(
    templated.map((row) => [row.code, statementInstructions(language === "da" ? row.textDa : row.textEn)]),
  );
  return { H, EUH, P, instructions };
}
