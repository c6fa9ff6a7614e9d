import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Stack, Typography } from "@mui/material";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { cache } from "react";
import { orNull } from "@/lib/platform/pages/load";
import { PageHeader } from "@/components/platform/ui/page-header";
import { Section } from "@/components/platform/ui/section";
import { Notice } from "@/components/platform/ui/notice";
import { archivedOf } from "@/components/platform/ui/detail-frame";
import { ArchivedNotice } from "@/components/platform/removal/archived-notice";
import { LinkButton } from "@/components/platform/ui/link-button";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { ActFacts } from "@/components/modules/documents/binding-obligations/act-facts";
import { EvaluationHistory } from "@/components/modules/documents/binding-obligations/evaluation-history";
import { LazyObligationForm } from "@/components/modules/documents/binding-obligations/lazy";
import { NeedsEvaluation, ObligationFacts } from "@/components/modules/documents/binding-obligations/obligation-facts";
import { scheduleWords } from "@/components/modules/documents/binding-obligations/schedule-text";
import { StatusChip } from "@/components/modules/documents/binding-obligations/status-chip";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { permits } from "@/lib/platform/auth/access";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { getObligation, listEvaluations } from "@/lib/modules/documents/binding-obligations/data";
import { actTitle } from "@/lib/modules/documents/binding-obligations/dto";
import { evaluationList } from "@/lib/modules/documents/binding-obligations/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

type Props = { params: Promise<{ id: string }> };

/** Once per request for the title and the page. */
const load = cache(async (id: string) => {
  const { context } = await getPageContext();
  const obligation = await orNull(getObligation(context, id));
  if (!obligation) notFound();
  return { context, obligation };
});

export async function generateMetadata({ params }: Props) {
  return { title: actTitle((await load((await params).id)).obligation.legislation) };
}

/**
 * One binding obligation: the act, how it applies and its evaluation schedule (editors change them
 * here), and its evaluations, the latest first with the earlier ones below it.
 */
async function BindingObligationPage({ params }: Props) {
  const t = await getTranslations("bindingObligations");
  const format = await getFormatter();
  const { context, obligation } = await load((await params).id);
  const title = actTitle(obligation.legislation);
  const path = `/api/v1/organizations/${context.organizationId}/legislations/${obligation.id}`;
  const evaluations = await listEvaluations(context, obligation.id, evaluationList.query.parse({ size: 100 }));
  const changed = obligation.changedSinceEvaluation ? (
    <Notice>{t("changedNotice", { date: format.dateTime(obligation.legislation.lastModifiedDate, "day") })}</Notice>
  ) : null;
  const archived = archivedOf(obligation, permits(obligationAccess.archive, context), path);
  const archive =
    permits(obligationAccess.archive, context) && !archived ? (
      <RemovalButton kind="archive" path={path} name={title} afterHref="/documents/binding-obligations" />
    ) : null;
  const canEvaluate = permits(obligationAccess.evaluate, context) && !obligation.archivedDate;
  const words = await scheduleWords();
  const next = obligation.nextEvaluationDate;
  const history = (
    <Section title={t("evaluations.title")}>
      <EvaluationHistory
        organizationId={context.organizationId}
        evaluations={evaluations.content}
        total={evaluations.totalElements}
        exportPath={`${path}/evaluations`}
        next={
          next
            ? t(obligation.nextEvaluationSetByHand ? "detail.setByHand" : "detail.fromSchedule", {
                date: words.day(next),
                schedule: words.schedule(obligation),
              })
            : t("none")
        }
        recordHref={canEvaluate ? `/documents/binding-obligations/${obligation.id}/evaluations/new` : null}
      />
    </Section>
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <LinkButton
        href="/documents/binding-obligations"
        startIcon={<ArrowBackIcon />}
        style={{ alignSelf: "flex-start" }}
      >
        {t("back")}
      </LinkButton>
      {archived ? <ArchivedNotice {...archived} name={title} /> : null}
      {permits(obligationAccess.update, context) ? (
        <>
          {changed}
          <NeedsEvaluation needs={obligation.needsEvaluation} />
          <LazyObligationForm
            key={obligation.lastModifiedDate.toISOString()}
            organizationId={context.organizationId}
            obligation={obligation}
            title={title}
            act={<ActFacts act={obligation.legislation} />}
          />
          {history}
          <Stack direction="row">{archive}</Stack>
        </>
      ) : (
        <>
          <PageHeader title={title}>
            <StatusChip status={obligation.status} label={t(`statuses.${obligation.status}`)} />
          </PageHeader>
          {changed}
          <Section title={t("act")}>
            <ActFacts act={obligation.legislation} />
          </Section>
          <Section title={t("detail.obligation")}>
            <ObligationFacts obligation={obligation} />
          </Section>
          {history}
        </>
      )}
      <Typography variant="body2" color="text.secondary">
        {t("lastChanged", { date: format.dateTime(obligation.lastModifiedDate, "day") })}
      </Typography>
      <HistoryPanel path={`${path}/history`} />
    </Stack>
  );
}

export default withClientMessages(BindingObligationPage, "(app)/documents/binding-obligations/[id]");
