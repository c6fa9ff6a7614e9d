import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { Tx } from "@/lib/platform/db";
import type { Locale } from "@/lib/platform/i18n/config";
import { auditedTransaction, type Actor } from "@/lib/platform/writes/audit";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { getSubstance } from "./data";
import type { SubstanceInput } from "./schema";

/** Every code must be a statement of its kind in the regulation's list (422 naming the unknown ones). */
async function assertStatements(tx: Tx, input: SubstanceInput) {
  for (const [field, kind, codes] of [
    ["hazardStatementIds", "H", input.hazardStatementIds],
    ["euHazardStatementIds", "EUH", input.euHazardStatementIds],
  ] as const) {
    if (codes.length === 0) continue;
    const found = await tx.hazardStatement.findMany({ where: { kind, code: { in: codes } }, select: { code: true } });
    const unknown = codes.filter((code) => !found.some((row) => row.code === code));
    if (unknown.length) throw validationFailed({ [field]: `Unknown statements: ${unknown.join(", ")}` });
  }
}

const fieldsOf = (input: SubstanceInput) => ({
  nameEn: input.nameEn,
  nameDa: input.nameDa,
  casNumber: input.casNumber,
  ecNumber: input.ecNumber,
  hazardStatements: input.hazardStatementIds,
  euHazardStatements: input.euHazardStatementIds,
});

export async function createSubstance(actor: Actor & { language: Locale }, input: SubstanceInput) {
  const id = await auditedTransaction(actor, async (tx) => {
    await assertStatements(tx, input);
    return (await tx.substance.create({ data: fieldsOf(input), select: { id: true } })).id;
  });
  return getSubstance(id, actor.language);
}

/** 409 when the substance changed after the form was loaded (its lastModifiedDate). */
export async function updateSubstance(actor: Actor & { language: Locale }, id: string, input: SubstanceInput) {
  await auditedTransaction(actor, async (tx) => {
    await lockIfFresh(tx.substance, { id }, input.lastModifiedDate);
    await assertStatements(tx, input);
    await tx.substance.update({ where: { id }, data: fieldsOf(input) });
  });
  return getSubstance(id, actor.language);
}
