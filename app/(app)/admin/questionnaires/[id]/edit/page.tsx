import { Box, Stack } from "@mui/material";
import { getLocale, getTranslations } from "next-intl/server";
import { QuestionnaireForm } from "@/components/modules/evaluation/questionnaires/questionnaire-form";
import { ArchivedNotice } from "@/components/platform/removal/archived-notice";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import { localized } from "@/lib/modules/evaluation/questionnaires/content";
import { getSystemQuestionnaire } from "@/lib/modules/evaluation/questionnaires/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/admin/questionnaires";

export async function generateMetadata() {
  return { title: (await getTranslations("questionnaires"))("editTitle") };
}

/**
 * One of the system's questionnaires to change (a change of its questions is its next version),
 * and to archive or restore: an archived one is no longer offered for new audits and inspections.
 */
async function EditQuestionnairePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [questionnaire, locale] = await Promise.all([loadOrNotFound(id, getSystemQuestionnaire), getLocale()]);
  const name = localized(questionnaire.titleEn, questionnaire.titleDa, locale);
  const path = `/api/v1/questionnaires/${questionnaire.id}`;
  return (
    <Stack spacing={2}>
      {questionnaire.archivedDate ? (
        <ArchivedNotice date={questionnaire.archivedDate} name={name} restorePath={path} />
      ) : null}
      {/* restoring changes the questionnaire: the form starts again from the one saved */}
      <QuestionnaireForm key={questionnaire.lastModifiedDate.toISOString()} questionnaire={questionnaire} />
      {questionnaire.archivedDate ? null : (
        <Box>
          <RemovalButton kind="archive" path={path} name={name} afterHref={BASE} />
        </Box>
      )}
    </Stack>
  );
}

export default withClientMessages(EditQuestionnairePage, "(app)/admin/questionnaires/[id]/edit");
