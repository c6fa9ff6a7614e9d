// A kind's QR label sheet as a download: each label the record's code (its short address under the
// app's own), its name, number and organization, and what scanning it does, in the reader's language.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { translator } from "@/lib/platform/i18n/translator";
import { pdfAttachment } from "@/lib/platform/pdf/attachment";
import { LABEL_LAYOUTS, labelsPerSheet } from "@/lib/platform/pdf/label-layouts";
import { labelSheetPdf, type Label } from "@/lib/platform/pdf/label-sheet";
import { getOrganization } from "@/lib/modules/organization/structure/data";
import { qrPath, type QrKind } from "./kinds";
import type { LabelRecord } from "./records";
import type { LabelQuery } from "./schema";

type ReadRecords = (org: OrgContext, ids?: string[]) => Promise<LabelRecord[]>;

export async function qrLabelSheet(
  org: OrgContext,
  kind: QrKind,
  query: LabelQuery,
  read: ReadRecords,
  baseUrl: string,
): Promise<Response> {
  const t = translator(org.user.language);
  const [records, organization] = await Promise.all([read(org, query.ids), getOrganization(org)]);
  const layout = LABEL_LAYOUTS[query.layout];
  const hint = t(`qrLabels.hints.${kind}`);
  const labelOf = (record: LabelRecord): Label => ({
    url: `${baseUrl}${qrPath(kind, record.id)}`,
    title: record.name,
    lines: [...(record.number ? [record.number] : []), organization.name],
    hint,
  });
  // a whole sheet of each record's label: the skipped labels would push it onto a second sheet
  const sheet = query.fill === "sheet";
  const labels = records.flatMap((record) =>
    Array.from({ length: sheet ? labelsPerSheet(layout) : 1 }, () => labelOf(record)),
  );
  const title = t("qrLabels.title", { kind: t(`qrLabels.kinds.${kind}`) });
  const stream = labelSheetPdf({ title, language: org.user.language, layout, skip: sheet ? 0 : query.skip }, labels);
  return pdfAttachment(stream, `${title} - ${organization.name}`);
}
