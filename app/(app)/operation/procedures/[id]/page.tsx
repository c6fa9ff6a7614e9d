import { Stack } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { ProcedureFacts } from "@/components/modules/operation/procedures/procedure-facts";
import { LazyProcedureForm, LazyTemplatePicker } from "@/components/modules/operation/procedures/lazy";
import { ProcedureTexts } from "@/components/modules/operation/procedures/procedure-texts";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { procedureAccess } from "@/lib/modules/operation/procedures/access";
import { getProcedure, listProcedureRevisions } from "@/lib/modules/operation/procedures/data";
import { templateOptions } from "@/lib/modules/admin/procedure-templates/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getLanguage } from "@/lib/platform/i18n/get-language";

const BASE = "/operation/procedures";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("procedures.form");
  return recordTitle(params, getProcedure, { record: (procedure) => procedure.title, new: t("newTitle") });
}

/** A new procedure: from a template, or blank. */
async function NewProcedure({ organizationId }: { organizationId: string }) {
  const language = await getLanguage();
  const templates = (await templateOptions()).map((template) => ({
    id: template.id,
    label: (language === "da" ? template.titleDa : template.titleEn) ?? template.title,
  }));
  return (
    <Stack spacing={3}>
      <LazyTemplatePicker organizationId={organizationId} templates={templates} />
      <LazyProcedureForm key={organizationId} organizationId={organizationId} procedure={null} />
    </Stack>
  );
}

async function ProcedurePage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("procedures.detail");
  const format = await getFormatter();
  const { context, record: procedure } = await recordPage(params, getProcedure, { create: procedureAccess.create });
  if (!procedure) return <NewProcedure organizationId={context.organizationId} />;
  const canEdit = permits(procedureAccess.update, context);
  const path = `/api/v1/procedures/${procedure.id}`;
  const [latest] = (await listProcedureRevisions(context, procedure.id, { page: 0, size: 1 })).content;
  const actions = [{ href: BASE, label: t("back") }];
  if (canEdit) {
    actions.push({ href: `${BASE}/${procedure.id}/edit`, label: t("edit"), primary: true } as (typeof actions)[number]);
    actions.push({ href: `${BASE}/${procedure.id}/versions`, label: t("versions") });
  }
  const tPolicies = await getTranslations("policies.detail");
  return (
    <DetailFrame
      archived={archivedOf(procedure, permits(procedureAccess.archive, context), path)}
      title={procedure.title}
      subtitle={
        latest
          ? tPolicies("version", {
              version: latest.version,
              date: format.dateTime(latest.createdDate, "day"),
              author: latest.authorName,
            })
          : undefined
      }
      actions={actions}
      more={
        canEdit && !procedure.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={procedure.title} afterHref={BASE} />
        ) : null
      }
    >
      <ProcedureFacts procedure={procedure} />
      <ProcedureTexts procedure={procedure} />
      {/* the document list carries its own heading */}
      <Section>
        <ReadOnlyDocuments organizationId={context.organizationId} files={procedure.files} />
      </Section>
      <HistoryPanel path={`/api/v1/procedures/${procedure.id}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(ProcedurePage, "(app)/operation/procedures/[id]");
