import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import EditIcon from "@mui/icons-material/Edit";
import { Stack, Typography } from "@mui/material";
import { notFound, redirect } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { cache } from "react";
import { orNull } from "@/lib/platform/pages/load";
import { Tag } from "@/components/platform/ui/tag";
import { PageHeader } from "@/components/platform/ui/page-header";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { RelevanceChip } from "@/components/modules/organization/stakeholders/relevance-chip";
import { Section } from "@/components/platform/ui/section";
import { StakeholderDetails } from "@/components/modules/organization/stakeholders/stakeholder-details";
import { LinkButton } from "@/components/platform/ui/link-button";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { ArchivedNotice } from "@/components/platform/removal/archived-notice";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf } from "@/components/platform/ui/detail-frame";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { permits } from "@/lib/platform/auth/access";
import { stakeholderAccess } from "@/lib/modules/organization/stakeholders/access";
import { getAssociation } from "@/lib/modules/organization/stakeholders/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

type Props = { params: Promise<{ id: string }> };

/** Once per request for the title and the page. */
const load = cache(async (id: string) => {
  // "new" is the add form's id; the route table lets readers reach this path, the form needs EDIT
  if (id === "new") redirect("/organization/stakeholders/new/edit");
  const { context } = await getPageContext();
  const association = await orNull(getAssociation(context, id));
  if (!association) notFound();
  return { context, association };
});

export async function generateMetadata({ params }: Props) {
  return { title: (await load((await params).id)).association.stakeholder.name };
}

async function StakeholderPage({ params }: Props) {
  const t = await getTranslations("stakeholders");
  const format = await getFormatter();
  const { context, association } = await load((await params).id);
  const { stakeholder } = association;
  const path = `/api/v1/organizations/${context.organizationId}/stakeholder-associations/${association.id}`;
  const archived = archivedOf(association, permits(stakeholderAccess.archive, context), path);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <LinkButton href="/organization/stakeholders" startIcon={<ArrowBackIcon />} style={{ alignSelf: "flex-start" }}>
        {t("back")}
      </LinkButton>
      <PageHeader
        title={stakeholder.name}
        actions={
          <>
            {permits(stakeholderAccess.update, context) ? (
              <LinkButton
                href={`/organization/stakeholders/${association.id}/edit`}
                variant="contained"
                startIcon={<EditIcon />}
              >
                {t("edit")}
              </LinkButton>
            ) : null}
            {permits(stakeholderAccess.archive, context) && !archived ? (
              <RemovalButton
                kind="archive"
                path={path}
                name={stakeholder.name}
                afterHref="/organization/stakeholders"
              />
            ) : null}
          </>
        }
      >
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          <RelevanceChip relevance={association.relevance} prefixed />
          <Tag size="small" label={stakeholder.catalogue ? t("source.catalogue") : t("source.own")} />
        </Stack>
      </PageHeader>
      {archived ? <ArchivedNotice {...archived} name={stakeholder.name} /> : null}
      <Section title={t("fields.needsAndExpectations")}>
        <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {association.needsAndExpectations ?? t("noNeeds")}
        </Typography>
      </Section>
      <Section title={t("details")}>
        <StakeholderDetails stakeholder={stakeholder} />
      </Section>
      <Section>
        <ReadOnlyDocuments organizationId={context.organizationId} files={association.files} />
      </Section>
      <Typography variant="body2" color="text.secondary">
        {t("lastChanged", { date: format.dateTime(association.lastModifiedDate, "day") })}
      </Typography>
      <HistoryPanel path={`${path}/history`} />
    </Stack>
  );
}

export default withClientMessages(StakeholderPage, "(app)/organization/stakeholders/[id]");
