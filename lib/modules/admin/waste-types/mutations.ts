import "server-only";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { auditedTransaction, type Actor } from "@/lib/platform/writes/audit";
import { getWasteType } from "./data";
import type { SynonymsInput, WasteTypeInput } from "./schema";

const distinct = (texts: string[]) => [...new Map(texts.map((text) => [text.toLocaleLowerCase(), text])).values()];

/** The type's synonyms become exactly the ones given; the type's lastModifiedDate guards against a stale form. */
export async function replaceSynonyms(actor: Actor, id: string, input: SynonymsInput) {
  await auditedTransaction(actor, async (tx) => {
    await lockIfFresh(tx.wasteType, { id }, input.lastModifiedDate);
    await tx.wasteTypeSynonym.deleteMany({ where: { wasteTypeId: id } });
    await tx.wasteTypeSynonym.createMany({
      data: [
        ...distinct(input.en).map((text) => ({ wasteTypeId: id, language: "en" as const, text })),
        ...distinct(input.da).map((text) => ({ wasteTypeId: id, language: "da" as const, text })),
      ],
    });
  });
  return getWasteType(id);
}

export async function updateWasteType(actor: Actor, id: string, input: WasteTypeInput) {
  await auditedTransaction(actor, async (tx) => {
    await lockIfFresh(tx.wasteType, { id }, input.lastModifiedDate);
    await tx.wasteType.update({ where: { id }, data: { nameDa: input.nameDa } });
  });
  return getWasteType(id);
}
