import { Stack, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { notFound, redirect } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { LazyEvaluationForm } from "@/components/modules/documents/binding-obligations/lazy";
import { scheduleWords } from "@/components/modules/documents/binding-obligations/schedule-text";
import { Section } from "@/components/platform/ui/section";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { orNull } from "@/lib/platform/pages/load";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { getObligation, listEvaluations } from "@/lib/modules/documents/binding-obligations/data";
import { actTitle } from "@/lib/modules/documents/binding-obligations/dto";
import { evaluationList } from "@/lib/modules/documents/binding-obligations/schema";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import { getRound } from "@/lib/modules/evaluation/compliance-evaluation/data";

type Props = { params: Promise<{ id: string; obligationId: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations("bindingObligations"))("form.recordTitle") };
}

/**
 * Evaluating one obligation in a round: the evaluation form (recorded on the obligation, in the
 * round, with the corrective action of a shortfall), how the act applies, and the evaluations before.
 */
async function RoundEvaluationPage({ params }: Props) {
  const [{ id, obligationId }, { context }] = await Promise.all([params, getPageContext()]);
  if (!permits(complianceRoundAccess.evaluate, context)) redirect("/unauthorized");
  const [round, obligation] = await Promise.all([
    orNull(getRound(context, id)),
    orNull(getObligation(context, obligationId)),
  ]);
  if (!round || !obligation) notFound();
  const back = `/evaluation/compliance-evaluation/${round.id}`;
  const t = await getTranslations("complianceEvaluation");
  const tObligations = await getTranslations("bindingObligations");
  if (round.status === "SIGNED_OFF" || obligation.archivedDate) {
    return (
      <Section>
        <Typography>{t("evaluation.signedOff")}</Typography>
        <Link href={back}>{t("back")}</Link>
      </Section>
    );
  }
  const format = await getFormatter();
  const words = await scheduleWords();
  const earlier = await listEvaluations(context, obligation.id, {
    ...listStateFromUrl({}, evaluationList).query,
    size: 5,
  });
  const today = calendarToday().toISOString().slice(0, 10);
  // the round's period holds the evaluation; today when it falls inside it
  const date = today < round.periodStart ? round.periodStart : today > round.periodEnd ? round.periodEnd : today;
  return (
    <Stack spacing={2}>
      <LazyEvaluationForm
        key={context.organizationId}
        organizationId={context.organizationId}
        obligationId={obligation.id}
        actTitle={actTitle(obligation.legislation)}
        today={date}
        nextHelp={tObligations("form.nextAfterThisHelp", { schedule: words.schedule(obligation) })}
        round={{ id: round.id, title: t("evaluation.title", { year: round.year }), back }}
      />
      <Section title={t("evaluation.applicability")}>
        <Typography sx={{ whiteSpace: "pre-wrap" }}>{obligation.applicability ?? t("none")}</Typography>
        <Link href={`/documents/binding-obligations/${obligation.id}`}>{t("evaluation.act")}</Link>
      </Section>
      <Section title={t("evaluation.previous")}>
        {earlier.content.length ? (
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {earlier.content.map((evaluation) => (
              <li key={evaluation.id}>
                {[
                  format.dateTime(new Date(`${evaluation.evaluationDate}T12:00:00Z`), "day"),
                  tObligations(`statuses.${evaluation.status}`),
                  evaluation.evaluatorName,
                  evaluation.round?.title,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </li>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t("none")}</Typography>
        )}
      </Section>
    </Stack>
  );
}

export default withClientMessages(
  RoundEvaluationPage,
  "(app)/evaluation/compliance-evaluation/[id]/obligations/[obligationId]",
);
