import { Stack, Typography } from "@mui/material";
import { getLocale, getTranslations } from "next-intl/server";
import { AcceptButton } from "@/components/modules/leadership/delegation/accept-button";
import { DelegationFacts } from "@/components/modules/leadership/delegation/delegation-facts";
import { LazyDelegationForm } from "@/components/modules/leadership/delegation/lazy";
import { nameIn } from "@/components/modules/leadership/delegation/names";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { delegationAccess } from "@/lib/modules/leadership/delegation/access";
import { getDelegation, listResponsibilities } from "@/lib/modules/leadership/delegation/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/leadership/delegation";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("delegation");
  const locale = await getLocale();
  return recordTitle(params, getDelegation, {
    record: (delegation) => `${nameIn(delegation.responsibility, locale)}: ${delegation.member.name}`,
    new: t("newTitle"),
  });
}

/** One delegation: its terms, the member's acceptance (theirs to give here), the letter, the history. */
async function DelegationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("delegation");
  const locale = await getLocale();
  const { context, record: delegation } = await recordPage(params, getDelegation, { create: delegationAccess.create });
  if (!delegation) {
    const chosen = (await searchParams).responsibilityId;
    return (
      <LazyDelegationForm
        organizationId={context.organizationId}
        delegation={null}
        responsibilities={(await listResponsibilities(context)).map((row) => ({
          id: row.id,
          name: nameIn(row, locale),
        }))}
        responsibilityId={typeof chosen === "string" ? chosen : null}
        today={calendarToday().toISOString().slice(0, 10)}
      />
    );
  }
  const canEdit = permits(delegationAccess.update, context);
  const links = [
    { href: BASE, label: t("back") },
    { href: `${BASE}/${delegation.id}/letter`, label: t("letter.open") },
  ];
  if (canEdit)
    links.push({ href: `${BASE}/${delegation.id}/edit`, label: t("edit"), primary: true } as (typeof links)[number]);
  const path = `/api/v1/organizations/${context.organizationId}/delegations/${delegation.id}`;
  const title = nameIn(delegation.responsibility, locale);
  return (
    <DetailFrame
      archived={archivedOf(delegation, permits(delegationAccess.archive, context), path)}
      title={title}
      subtitle={delegation.member.name}
      actions={links}
      more={
        canEdit && !delegation.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={title} afterHref={BASE} />
        ) : null
      }
    >
      {delegation.mine && !delegation.acceptedDate && !delegation.archivedDate ? (
        <Section title={t("acceptance.mine")}>
          <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
            <Typography>{t("acceptance.acceptIntro")}</Typography>
            <AcceptButton path={path} lastModifiedDate={new Date(delegation.lastModifiedDate).toISOString()} />
          </Stack>
        </Section>
      ) : null}
      <DelegationFacts delegation={delegation} />
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(DelegationPage, "(app)/leadership/delegation/[id]");
