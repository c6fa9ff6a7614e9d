import "server-only";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { auditedTransaction, type Actor } from "@/lib/platform/writes/audit";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import { sortTitle } from "@/lib/modules/operation/procedures/languages";
import { procedureTemplateSelect, toProcedureTemplateDto } from "./dto";
import type { ProcedureTemplateInput } from "./schema";

/** The fields as stored: a text only with its language's title, sanitised like a procedure's. */
const fieldsOf = (input: ProcedureTemplateInput) => ({
  title: sortTitle(input),
  titleEn: input.titleEn,
  contentEn: input.titleEn && input.contentEn ? sanitizeRichText(input.contentEn) : null,
  titleDa: input.titleDa,
  contentDa: input.titleDa && input.contentDa ? sanitizeRichText(input.contentDa) : null,
  category: input.category,
});

export function createProcedureTemplate(actor: Actor, input: ProcedureTemplateInput) {
  return auditedTransaction(actor, async (tx) =>
    toProcedureTemplateDto(
      await tx.procedureTemplate.create({ data: fieldsOf(input), select: procedureTemplateSelect }),
    ),
  );
}

/** Procedures copied from the template earlier keep their own text. */
export function updateProcedureTemplate(actor: Actor, id: string, input: ProcedureTemplateInput) {
  return auditedTransaction(actor, async (tx) => {
    await lockIfFresh(tx.procedureTemplate, { id }, input.lastModifiedDate);
    return toProcedureTemplateDto(
      await tx.procedureTemplate.update({ where: { id }, data: fieldsOf(input), select: procedureTemplateSelect }),
    );
  });
}
