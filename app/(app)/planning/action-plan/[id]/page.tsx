import { Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { ActionFacts } from "@/components/modules/planning/action-plan/action-facts";
import { EffectivenessChecks } from "@/components/modules/planning/action-plan/effectiveness-checks";
import { LazyActionForm, LazyProgressForm } from "@/components/modules/planning/action-plan/lazy";
import { newActionSource } from "@/components/modules/planning/action-plan/new-action-source";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { Section } from "@/components/platform/ui/section";
import { actsBeyondOwn, permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { getAction } from "@/lib/modules/planning/action-plan/data";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/planning/action-plan";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("actionPlan");
  return recordTitle(params, getAction, { record: (action) => action.title, new: t("newTitle") });
}

/**
 * One action: what and why, its source, who by when; the progress its responsible member records
 * (with the evidence); the checks of whether it worked; its history.
 */
async function ActionPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("actionPlan");
  const { context, record: action } = await recordPage(params, getAction, { create: actionAccess.create });
  const today = calendarToday().toISOString().slice(0, 10);
  if (!action) {
    return (
      <LazyActionForm
        organizationId={context.organizationId}
        action={null}
        source={newActionSource(await searchParams)}
        areas={await listAreas(context)}
      />
    );
  }
  const manages = actsBeyondOwn(actionAccess.progress, context.grants);
  const canEdit = permits(actionAccess.update, context);
  const links = permits(actionAccess.list, context) ? [{ href: BASE, label: t("back") }] : [];
  if (canEdit)
    links.push({ href: `${BASE}/${action.id}/edit`, label: t("edit"), primary: true } as (typeof links)[number]);
  const path = `/api/v1/organizations/${context.organizationId}/actions/${action.id}`;
  const mayReport = (action.mine || manages) && action.status !== "CANCELLED" && !action.archivedDate;
  return (
    <DetailFrame
      archived={archivedOf(action, permits(actionAccess.archive, context), path)}
      title={action.title}
      subtitle={action.mine ? t("mine") : undefined}
      actions={links}
      more={
        canEdit && !action.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={action.title} afterHref={BASE} />
        ) : null
      }
    >
      <ActionFacts action={action} />
      {action.status === "CANCELLED" ? (
        <Section>
          <Typography>{t("progress.cancelled", { reason: action.cancelledReason ?? "" })}</Typography>
        </Section>
      ) : null}
      {mayReport ? (
        <LazyProgressForm organizationId={context.organizationId} action={action} today={today} />
      ) : (
        <Section title={t("fields.evidence")}>
          <ReadOnlyDocuments organizationId={context.organizationId} files={action.files} />
        </Section>
      )}
      <EffectivenessChecks
        action={action}
        organizationId={context.organizationId}
        canCheck={permits(actionAccess.checkEffectiveness, context) && !action.archivedDate}
      />
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(ActionPage, "(app)/planning/action-plan/[id]");
