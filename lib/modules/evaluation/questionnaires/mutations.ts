import "server-only";
import { isDeepStrictEqual } from "node:util";
import { notFound, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { recordWrites } from "@/lib/platform/writes/records";
import { auditedTransaction, type Actor } from "@/lib/platform/writes/audit";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import type { Section } from "./content";
import { getQuestionnaire, getSystemQuestionnaire } from "./data";
import { withKeys } from "./keys";
import type { QuestionnaireInput } from "./schema";

/** 422 naming each cited act that is not in the legislation catalogue. */
async function checkLegislation(tx: Tx, sections: Section[]) {
  const cited = sections.flatMap((section, index) =>
    section.questions.flatMap((question, position) =>
      question.legislationIds.map((id, at) => ({
        id,
        field: `sections.${index}.questions.${position}.legislationIds.${at}`,
      })),
    ),
  );
  if (!cited.length) return;
  const known = new Set(
    (await tx.legislation.findMany({ where: { id: { in: cited.map((row) => row.id) } }, select: { id: true } })).map(
      (row) => row.id,
    ),
  );
  const unknown = cited.filter((row) => !known.has(row.id));
  if (unknown.length) throw validationFailed(Object.fromEntries(unknown.map((row) => [row.field, "Unknown act"])));
}

const fieldsOf = (input: QuestionnaireInput) => ({
  purpose: input.purpose,
  standards: input.standards,
  title: (input.titleEn ?? input.titleDa)!,
  titleEn: input.titleEn,
  titleDa: input.titleDa,
  descriptionEn: input.descriptionEn,
  descriptionDa: input.descriptionDa,
});

/** A new questionnaire with its first version. */
async function insert(tx: Tx, actor: Actor, organizationId: string | null, input: QuestionnaireInput) {
  const sections = withKeys(input.sections);
  await checkLegislation(tx, sections);
  const created = await tx.questionnaire.create({
    data: {
      organizationId,
      ...fieldsOf(input),
      versions: { create: { version: 1, sections, authorId: actor.id, authorName: actor.name } },
    },
    select: { id: true },
  });
  return created.id;
}

/** The fields, and a new version when the sections changed: earlier answers keep theirs. */
async function change(tx: Tx, actor: Actor, id: string, input: QuestionnaireInput) {
  const sections = withKeys(input.sections);
  await checkLegislation(tx, sections);
  const current = await tx.questionnaireVersion.findFirstOrThrow({
    where: { questionnaireId: id },
    orderBy: { version: "desc" },
    select: { version: true, sections: true },
  });
  const changed = !isDeepStrictEqual(current.sections, JSON.parse(JSON.stringify(sections)));
  await tx.questionnaire.update({
    where: { id },
    data: { ...fieldsOf(input), ...(changed ? { version: current.version + 1 } : {}) },
  });
  if (changed) {
    await tx.questionnaireVersion.create({
      data: { questionnaireId: id, version: current.version + 1, sections, authorId: actor.id, authorName: actor.name },
    });
  }
}

// ---- the system's questionnaires (maintainers)

export const createSystemQuestionnaire = async (actor: Actor, input: QuestionnaireInput) =>
  getSystemQuestionnaire(await auditedTransaction(actor, (tx) => insert(tx, actor, null, input)));

export async function updateSystemQuestionnaire(actor: Actor, id: string, input: QuestionnaireInput) {
  await auditedTransaction(actor, async (tx) => {
    await lockIfFresh(tx.questionnaire, { id, organizationId: null }, input.lastModifiedDate);
    await change(tx, actor, id, input);
  });
  return getSystemQuestionnaire(id);
}

async function setArchived(actor: Actor, id: string, archived: boolean) {
  await auditedTransaction(actor, async (tx) => {
    const { count } = await tx.questionnaire.updateMany({
      where: { id, organizationId: null },
      data: { archivedDate: archived ? new Date() : null },
    });
    if (!count) throw notFound("Questionnaire not found");
  });
  return getSystemQuestionnaire(id);
}

export const archiveSystemQuestionnaire = (actor: Actor, id: string) => setArchived(actor, id, true);
export const restoreSystemQuestionnaire = (actor: Actor, id: string) => setArchived(actor, id, false);

// ---- an organization's own copies

const copies = recordWrites({ table: (tx) => tx.questionnaire, get: getQuestionnaire });

/** The organization's own copy of a questionnaire it may read, at its current version. */
export const copyQuestionnaire = (org: OrgContext, questionnaireId: string) =>
  copies.create(org, {}, async (tx) => {
    const source = await tx.questionnaire.findFirst({
      where: { id: questionnaireId, OR: [{ organizationId: null }, { organizationId: org.organizationId }] },
      select: {
        purpose: true,
        standards: true,
        title: true,
        titleEn: true,
        titleDa: true,
        descriptionEn: true,
        descriptionDa: true,
        versions: { orderBy: { version: "desc" }, take: 1, select: { sections: true } },
      },
    });
    if (!source) throw validationFailed({ questionnaireId: "Unknown questionnaire" });
    const { versions, ...fields } = source;
    const created = await tx.questionnaire.create({
      data: {
        ...fields,
        organizationId: org.organizationId,
        copiedFromId: questionnaireId,
        // the copy keeps the questions' keys: its answers compare with the original's
        versions: {
          create: { version: 1, sections: versions[0]!.sections!, authorId: org.user.id, authorName: org.user.name },
        },
      },
      select: { id: true },
    });
    return created.id;
  });

export const updateOwnQuestionnaire = (org: OrgContext, id: string, input: QuestionnaireInput) =>
  copies.update(org, id, input, (tx) => change(tx, org.user, id, input));

export const archiveOwnQuestionnaire = (org: OrgContext, id: string) =>
  copies.retire(org, id, {}, async (tx) => {
    await tx.questionnaire.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

export const restoreOwnQuestionnaire = (org: OrgContext, id: string) => copies.restore(org, id);
