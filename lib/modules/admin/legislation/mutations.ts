import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import type { Tx } from "@/lib/platform/db";
import { auditedTransaction, type Actor } from "@/lib/platform/writes/audit";
import { legislationSelect, toLegislationDto } from "./dto";
import type { LegislationInput } from "./schema";
import { translator } from "@/lib/platform/i18n/translator";

const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

/** The title the catalogue sorts by: the short name, else the English, else the Danish title. */
const sortTitleOf = (input: LegislationInput) => input.shortName ?? input.titleEn ?? input.titleDa ?? "";

const fieldsOf = (input: LegislationInput) => ({
  jurisdiction: input.jurisdiction,
  kind: input.kind,
  officialNumber: input.officialNumber,
  celexNumber: input.celexNumber,
  officialUrl: input.officialUrl,
  titleEn: input.titleEn,
  titleDa: input.titleDa,
  shortName: input.shortName,
  sortTitle: sortTitleOf(input),
  documentDate: day(input.documentDate),
  effectiveDate: day(input.effectiveDate),
  summaryEn: input.summaryEn,
  summaryDa: input.summaryDa,
});

/** Topics must exist; catalogue files must be catalogue files (no organization's own). */
async function assertLinks(tx: Tx, input: LegislationInput) {
  const topicIds = [...new Set(input.topicIds)];
  if ((await tx.topic.count({ where: { id: { in: topicIds } } })) !== topicIds.length) {
    throw validationFailed({ topicIds: "Unknown topic" });
  }
  const fileIds = [...new Set(input.fileIds)];
  if ((await tx.storedFile.count({ where: { id: { in: fileIds }, organizationId: null } })) !== fileIds.length) {
    throw validationFailed({ fileIds: "Unknown file" });
  }
  return {
    topics: topicIds.map((id) => ({ id })),
    files: fileIds.map((id) => ({ id })),
  };
}

async function assertNumberFree(tx: Tx, input: LegislationInput, language: string, id?: string) {
  const taken = await tx.legislation.count({
    where: { officialNumber: input.officialNumber, ...(id ? { id: { not: id } } : {}) },
  });
  if (taken) throw validationFailed({ officialNumber: translator(language)("legislation.errors.numberTaken") });
}

export function createLegislation(actor: Actor & { language: string }, input: LegislationInput) {
  return auditedTransaction(actor, async (tx) => {
    await assertNumberFree(tx, input, actor.language);
    const { topics, files } = await assertLinks(tx, input);
    const row = await tx.legislation.create({
      data: { ...fieldsOf(input), topics: { connect: topics }, files: { connect: files } },
      select: legislationSelect,
    });
    return toLegislationDto(row);
  });
}

/**
 * Every saved change moves the act's lastModifiedDate, which is what tells organizations that
 * evaluated it earlier to look at it again.
 */
export function updateLegislation(actor: Actor & { language: string }, id: string, input: LegislationInput) {
  return auditedTransaction(actor, async (tx) => {
    await lockIfFresh(tx.legislation, { id }, input.lastModifiedDate);
    await assertNumberFree(tx, input, actor.language, id);
    const { topics, files } = await assertLinks(tx, input);
    const row = await tx.legislation.update({
      where: { id },
      data: { ...fieldsOf(input), topics: { set: topics }, files: { set: files } },
      select: legislationSelect,
    });
    return toLegislationDto(row);
  });
}
