import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/api/errors";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { writeRevision } from "@/lib/platform/writes/revisions";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";
import { getProcedure } from "./data";
import { sortTitle } from "./languages";
import type { ProcedureInput } from "./schema";

/** What a procedure links to: its files and its owner, both the organization's own. */
type Links = Pick<ProcedureInput, "fileIds" | "ownerId">;

const assertOwnLinks = (tx: Tx, org: OrgContext, input: Links) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "actingMember", ids: input.ownerId ? [input.ownerId] : [], field: () => "ownerId" },
  ]);

const filesOf = (input: ProcedureInput) => [...new Set(input.fileIds)].map((id) => ({ id }));
const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);
const sanitized = (html: string | null) => (html ? sanitizeRichText(html) : null);

/** The titles and texts as stored: a text only with its language's title, sanitised. */
function textsOf(input: Pick<ProcedureInput, "titleEn" | "contentEn" | "titleDa" | "contentDa">) {
  return {
    titleEn: input.titleEn,
    contentEn: input.titleEn ? sanitized(input.contentEn) : null,
    titleDa: input.titleDa,
    contentDa: input.titleDa ? sanitized(input.contentDa) : null,
  };
}

/** The fields stored as sent; the next review, when not entered, is one recurrence after today. */
const fieldsOf = (input: ProcedureInput) => ({
  ...textsOf(input),
  title: sortTitle(input),
  isoStandards: input.isoStandards,
  isoClause: input.isoClause,
  ownerId: input.ownerId,
  reviewRecurrence: input.reviewRecurrence,
  nextReviewDate:
    day(input.nextReviewDate) ?? (input.reviewRecurrence ? nextDueDate(new Date(), input.reviewRecurrence) : null),
  published: input.published,
});

type Texts = ReturnType<typeof textsOf>;

/** The procedure's titles and texts as its next revision when any of them changed. */
const recordRevision = (tx: Tx, org: OrgContext, procedureId: string, texts: Texts, changeNote: string | null) =>
  writeRevision(tx.procedureRevision, org, { of: { procedureId }, texts, alongside: { changeNote } });

const procedures = recordWrites({
  table: (tx) => tx.procedure,
  get: getProcedure,
  checkLinks: assertOwnLinks,
});

export const createProcedure = (org: OrgContext, input: ProcedureInput) =>
  procedures.create(org, input, async (tx) => {
    const data = fieldsOf(input);
    const created = await tx.procedure.create({
      data: { organizationId: org.organizationId, ...data, files: { connect: filesOf(input) } },
      select: { id: true },
    });
    await recordRevision(tx, org, created.id, textsOf(data), input.changeNote);
    return created.id;
  });

export const updateProcedure = (org: OrgContext, id: string, input: ProcedureInput) =>
  procedures.update(org, id, input, async (tx) => {
    const data = fieldsOf(input);
    await tx.procedure.update({ where: { id }, data: { ...data, files: { set: filesOf(input) } } });
    await recordRevision(tx, org, id, textsOf(data), input.changeNote);
  });

/**
 * A new procedure of the organization with a template's titles and texts. It keeps the template's
 * id for reference only: later changes of either leave the other as it is. Unpublished.
 */
export const createProcedureFromTemplate = (org: OrgContext, templateId: string) =>
  procedures.create(org, { fileIds: [], ownerId: null }, async (tx) => {
    const template = await tx.procedureTemplate.findUnique({
      where: { id: templateId },
      select: { title: true, titleEn: true, contentEn: true, titleDa: true, contentDa: true },
    });
    if (!template) throw notFound("Procedure template not found");
    const texts = textsOf(template);
    const created = await tx.procedure.create({
      data: { organizationId: org.organizationId, title: template.title, ...texts, templateId },
      select: { id: true },
    });
    await recordRevision(tx, org, created.id, texts, null);
    return created.id;
  });

/** Out of the list and the public view; its revisions and history stay. */
export const archiveProcedure = (org: OrgContext, id: string) =>
  procedures.retire(org, id, {}, async (tx) => {
    await tx.procedure.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived procedure back in the list, and in the public view if it is published. */
export const restoreProcedure = (org: OrgContext, id: string) => procedures.restore(org, id);
