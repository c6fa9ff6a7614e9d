import { Stack, Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { LazyRoundForm, LazySignOffForm } from "@/components/modules/evaluation/compliance-evaluation/lazy";
import { RoundObligationsGrid } from "@/components/modules/evaluation/compliance-evaluation/round-obligations-grid";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { FactList } from "@/components/platform/ui/fact-list";
import { Section } from "@/components/platform/ui/section";
import { Tag } from "@/components/platform/ui/tag";
import { permits } from "@/lib/platform/auth/access";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import {
  changedObligations,
  getRound,
  listRoundObligations,
} from "@/lib/modules/evaluation/compliance-evaluation/data";
import { roundObligationList } from "@/lib/modules/evaluation/compliance-evaluation/schema";
import type { RoundObligationDto } from "@/lib/modules/evaluation/compliance-evaluation/dto";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/evaluation/compliance-evaluation";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("complianceEvaluation");
  return recordTitle(params, getRound, { record: (round) => round.title, new: t("newTitle") });
}

/**
 * One round: its period and progress, the obligations whose act changed since their last evaluation
 * first, then every obligation with its result in the round (each opens its evaluation), the
 * sign-off, the PDF for the auditor and the history. "new" is the round's form.
 */
async function RoundPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("complianceEvaluation");
  const tStatus = await getTranslations("bindingObligations.statuses");
  const tActions = await getTranslations("actionPlan.statuses");
  const format = await getFormatter();
  const { context, record: round } = await recordPage(params, getRound, { create: complianceRoundAccess.create });
  if (!round) {
    return <LazyRoundForm organizationId={context.organizationId} round={null} year={new Date().getUTCFullYear()} />;
  }
  const { state, query } = listStateFromUrl(await searchParams, roundObligationList);
  const [page, changed] = await Promise.all([
    listRoundObligations(context, round.id, query),
    round.status === "OPEN"
      ? changedObligations(context, round.id)
      : Promise.resolve({ content: [] as RoundObligationDto[] }),
  ]);
  const open = round.status === "OPEN" && !round.archivedDate;
  const path = `/api/v1/organizations/${context.organizationId}/compliance-rounds/${round.id}`;
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), "day");
  const evaluateHref = (obligationId: string) => `${BASE}/${round.id}/obligations/${obligationId}`;
  const links = [
    { href: BASE, label: t("back") },
    { href: `${path}/report`, label: t("report.download") },
  ];
  if (open && permits(complianceRoundAccess.update, context)) {
    links.push({ href: `${BASE}/${round.id}/edit`, label: t("edit"), primary: true } as (typeof links)[number]);
  }
  const responsibles = [
    ...new Map(
      page.content.flatMap((row) => (row.responsible ? [[row.responsible.id, row.responsible.name] as const] : [])),
    ).entries(),
  ].map(([id, name]) => ({ id, name }));
  return (
    <DetailFrame
      archived={archivedOf(round, permits(complianceRoundAccess.archive, context), path)}
      title={round.title}
      subtitle={`${day(round.periodStart)} – ${day(round.periodEnd)}`}
      actions={links}
      more={
        permits(complianceRoundAccess.archive, context) && !round.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={round.title} afterHref={BASE} />
        ) : null
      }
    >
      <Section>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", mb: 1.5 }}>
          <Tag size="small" color={open ? "info" : "success"} label={t(`statuses.${round.status}`)} />
          <Typography data-testid="round-progress">
            {t("progress.share", { evaluated: round.progress.evaluated, obligations: round.progress.obligations })}
          </Typography>
        </Stack>
        <FactList
          facts={[
            [tStatus("COMPLIANT"), String(round.progress.compliant)],
            [tStatus("PARTLY_COMPLIANT"), String(round.progress.partlyCompliant)],
            [tStatus("NOT_COMPLIANT"), String(round.progress.notCompliant)],
            [tStatus("NOT_APPLICABLE"), String(round.progress.notApplicable)],
            [t("progress.openActions"), String(round.progress.openActions)],
            ...(round.note ? [[t("fields.note"), round.note] as [string, string]] : []),
          ]}
        />
      </Section>
      {changed.content.length ? (
        <Section title={t("obligations.changedFirst")}>
          <Stack component="ul" sx={{ m: 0, pl: 2 }} data-testid="changed-obligations">
            {changed.content.map((row) => (
              <li key={row.id}>
                <Link href={evaluateHref(row.id)}>{row.title}</Link>
                {` · ${row.inRound ? tStatus(row.inRound.status) : t("obligations.notInRound")}`}
              </li>
            ))}
          </Stack>
        </Section>
      ) : null}
      <RoundObligationsGrid
        responsibles={responsibles}
        view={{
          state,
          exportPath: `${path}/obligations`,
          page: {
            ...page,
            content: page.content.map((row) => ({
              id: row.id,
              title: row.title,
              responsible: row.responsible?.name ?? "–",
              result: row.inRound ? tStatus(row.inRound.status) : t("obligations.notInRound"),
              evaluationDate: row.inRound
                ? day(row.inRound.evaluationDate)
                : row.latestDate
                  ? day(row.latestDate)
                  : "–",
              actions:
                row.inRound?.actions.map((action) => `${action.title} (${tActions(action.status)})`).join("; ") || "–",
              changed: row.changed ? t("obligations.changedYes") : "",
              href: open ? evaluateHref(row.id) : `/documents/binding-obligations/${row.id}`,
            })),
          },
        }}
      />
      <Section title={t("signOff.title")}>
        {round.signedOffAt ? (
          <Typography>
            {t("signOff.signed", {
              date: format.dateTime(round.signedOffAt, "day"),
              name: round.signedOffByName ?? "",
            })}
            {round.signOffNote ? ` · ${round.signOffNote}` : ""}
          </Typography>
        ) : open && permits(complianceRoundAccess.signOff, context) ? (
          <LazySignOffForm
            organizationId={context.organizationId}
            roundId={round.id}
            lastModifiedDate={new Date(round.lastModifiedDate).toISOString()}
            missing={round.progress.obligations - round.progress.evaluated}
          />
        ) : (
          <Typography color="text.secondary">{t("statuses.OPEN")}</Typography>
        )}
      </Section>
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(RoundPage, "(app)/evaluation/compliance-evaluation/[id]");
