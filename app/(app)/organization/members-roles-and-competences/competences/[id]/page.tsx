import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { LazyCompetenceForm } from "@/components/modules/organization/competences/lazy";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { permits } from "@/lib/platform/auth/access";
import { Section } from "@/components/platform/ui/section";
import { Tag } from "@/components/platform/ui/tag";
import { RequirementsTable } from "@/components/modules/organization/competences/requirements-table";
import { getCompetence } from "@/lib/modules/organization/competences/data";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/organization/members-roles-and-competences";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("people");
  return recordTitle(params, getCompetence, { record: (competence) => competence.name, new: t("competence.newTitle") });
}

async function CompetencePage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("people");
  const { context, record: competence } = await recordPage(params, getCompetence, { create: competenceAccess.create });
  if (!competence) return <LazyCompetenceForm organizationId={context.organizationId} competence={null} />;
  const path = `/api/v1/organizations/${context.organizationId}/competences/${competence.id}`;
  return (
    <DetailFrame
      archived={archivedOf(competence, permits(competenceAccess.archive, context), path)}
      title={competence.name}
      subtitle={t(`frequency.${competence.frequency}`)}
      actions={[
        { href: `${BASE}?tab=competences`, label: t("actions.back") },
        { href: `${BASE}/competences/${competence.id}/edit`, label: t("actions.edit"), primary: true },
      ]}
      more={
        permits(competenceAccess.archive, context) && !competence.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={competence.name} afterHref={`${BASE}?tab=competences`} />
        ) : null
      }
    >
      {competence.description ? (
        <Typography sx={{ whiteSpace: "pre-line" }}>{competence.description}</Typography>
      ) : null}
      <Section title={t("competence.roles")}>
        {competence.roles.length ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
            {competence.roles.map((role) => (
              <Tag key={role.id} label={role.name} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t("counts.none")}</Typography>
        )}
      </Section>
      <Section title={t("competence.assignments")}>
        <RequirementsTable
          subjectLabel={t("competence.member")}
          emptyText={t("competence.noAssignments")}
          lines={competence.memberAssignments.map((assignment) => ({
            key: assignment.member.id,
            subject: assignment.member.name,
            source: assignment.manual ? t("member.manual") : t("competence.fromRole"),
            status: assignment.status,
            acquisitionDeadline: assignment.acquisitionDeadline,
            lastAcquisitionDate: assignment.lastAcquisitionDate,
            nextDueDate: assignment.nextDueDate,
          }))}
        />
      </Section>
      {/* the document list carries its own heading */}
      <Section>
        <ReadOnlyDocuments
          organizationId={context.organizationId}
          files={competence.files}
          label={t("competence.certificates")}
        />
      </Section>
      <HistoryPanel path={`/api/v1/organizations/${context.organizationId}/competences/${competence.id}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(CompetencePage, "(app)/organization/members-roles-and-competences/competences/[id]");
