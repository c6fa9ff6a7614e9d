import { Box, Stack } from "@mui/material";
import { getLocale, getTranslations } from "next-intl/server";
import { AgreementTemplateForm } from "@/components/modules/admin/agreement-templates/agreement-template-form";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { ArchivedNotice } from "@/components/platform/removal/archived-notice";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import { localized } from "@/lib/modules/evaluation/questionnaires/content";
import { getAgreementTemplate } from "@/lib/modules/admin/agreement-templates/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/admin/agreement-templates";

export async function generateMetadata() {
  return { title: (await getTranslations("agreementTemplates"))("title") };
}

/**
 * One template to change, to archive (no longer offered to the control books; agreements made from
 * it keep naming it) or to restore, with its history.
 */
async function EditAgreementTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [template, locale] = await Promise.all([loadOrNotFound(id, getAgreementTemplate), getLocale()]);
  const name = localized(template.titleEn, template.titleDa, locale);
  const path = `/api/v1/agreement-templates/${template.id}`;
  return (
    <Stack spacing={2}>
      {template.archivedDate ? <ArchivedNotice date={template.archivedDate} name={name} restorePath={path} /> : null}
      {/* restoring changes the template: the form starts again from the one saved */}
      <AgreementTemplateForm key={template.lastModifiedDate.toISOString()} template={template} />
      {template.archivedDate ? null : (
        <Box>
          <RemovalButton kind="archive" path={path} name={name} afterHref={BASE} />
        </Box>
      )}
      <HistoryPanel path={`${path}/history`} />
    </Stack>
  );
}

export default withClientMessages(EditAgreementTemplatePage, "(app)/admin/agreement-templates/[id]/edit");
