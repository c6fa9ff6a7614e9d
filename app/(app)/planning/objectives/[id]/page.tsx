import { Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { objectiveChoices } from "@/components/modules/planning/objectives/objective-choices";
import {
  LazyObjectiveForm,
  LazyObjectiveValueForm,
  LazyProgressChart,
} from "@/components/modules/planning/objectives/lazy";
import { ObjectiveStatusTag } from "@/components/modules/planning/objectives/status-tag";
import { SourceActions } from "@/components/modules/planning/action-plan/source-actions";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { FactList } from "@/components/platform/ui/fact-list";
import { LinkList } from "@/components/platform/ui/link-list";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { getObjective, lastWholeMonth, listObjectiveValues } from "@/lib/modules/planning/objectives/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/planning/objectives";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("objectives");
  return recordTitle(params, getObjective, { record: (objective) => objective.title, new: t("newTitle") });
}

/**
 * One objective: what it addresses, its KPI, baseline and target, its progress as a chart with the
 * table behind it and its computed status, the values entered by hand (a MANUAL KPI), its programme
 * of actions and its history. "new" is the objective's form.
 */
async function ObjectivePage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("objectives");
  const tEvents = await getTranslations("events");
  const format = await getFormatter();
  const { context, record: objective } = await recordPage(params, getObjective, { create: objectiveAccess.create });
  if (!objective) {
    return (
      <LazyObjectiveForm
        organizationId={context.organizationId}
        objective={null}
        choices={await objectiveChoices(context)}
      />
    );
  }
  const manages = permits(objectiveAccess.update, context);
  const path = `/api/v1/organizations/${context.organizationId}/objectives/${objective.id}`;
  const values = objective.kpi === "MANUAL" ? await listObjectiveValues(context, objective.id) : [];
  const { progress } = objective;
  const unit = progress.unit;
  const number = (value: number | null) =>
    value === null ? "–" : `${format.number(value, { maximumFractionDigits: 2 })} ${unit}`;
  const monthName = (month: string) =>
    format.dateTime(new Date(`${month}-01T12:00:00Z`), { month: "short", year: "numeric" });
  const day = (date: string) => format.dateTime(new Date(date), "day");
  const links = [{ href: BASE, label: t("back") }];
  if (manages)
    links.push({ href: `${BASE}/${objective.id}/edit`, label: t("edit"), primary: true } as (typeof links)[number]);
  const kpiText = [
    t(`kpis.${objective.kpi}`),
    objective.ghgScope ? t(`scopes.${objective.ghgScope}`) : null,
    objective.eventKind ? tEvents(`kinds.${objective.eventKind}`) : null,
    objective.injuryOnly ? t("fields.injuryOnly") : null,
    objective.intensityFigure ? `${t("fields.intensityFigure")}: ${objective.intensityFigure.name}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <DetailFrame
      archived={archivedOf(objective, permits(objectiveAccess.archive, context), path)}
      title={objective.title}
      subtitle={objective.standards.map((standard) => standard.replace("_", " ")).join(", ") || undefined}
      actions={links}
      more={
        manages && !objective.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={objective.title} afterHref={BASE} />
        ) : null
      }
    >
      <Section>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: "center", flexWrap: "wrap", mb: 1.5 }}
          data-testid="objective-status"
        >
          <ObjectiveStatusTag status={progress.status} label={t(`statuses.${progress.status}`)} />
          {progress.latest ? (
            <Typography>
              {t("summary.latest", { month: monthName(progress.latest.month), value: number(progress.latest.actual) })}
            </Typography>
          ) : null}
          {progress.progress !== null ? (
            <Typography color="text.secondary">
              {t("summary.progress", {
                share: format.number(progress.progress, { style: "percent", maximumFractionDigits: 0 }),
              })}
            </Typography>
          ) : null}
        </Stack>
        <FactList
          facts={[
            [t("fields.kpi"), kpiText],
            [t("summary.baseline", { year: objective.baselineYear }), number(progress.baseline)],
            [t("summary.target", { date: day(objective.targetDate) }), number(progress.target)],
            [t("fields.responsible"), objective.responsible?.name ?? t("none")],
            [
              t("fields.meters"),
              <LinkList
                key="meters"
                rows={objective.meters}
                href={(id) => `/monitoring/meters/${id}`}
                none={t("none")}
              />,
            ],
            [t("fields.description"), objective.description ?? t("none")],
          ]}
        />
      </Section>
      <Section title={t("chart.title")}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("chart.explain", { year: objective.baselineYear, date: day(objective.targetDate) })}
        </Typography>
        {progress.points.length ? (
          <>
            <LazyProgressChart
              monthLabels={progress.points.map((point) => monthName(point.month))}
              actual={progress.points.map((point) => point.actual)}
              path={progress.points.map((point) => point.path)}
              unit={unit}
            />
            <details>
              <summary>{t("chart.table")}</summary>
              <TableContainer>
                <Table size="small" aria-label={t("chart.table")} data-testid="objective-progress">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t("chart.month")}</TableCell>
                      <TableCell align="right">{t("chart.actual")}</TableCell>
                      <TableCell align="right">{t("chart.path")}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {[...progress.points].reverse().map((point) => (
                      <TableRow key={point.month}>
                        <TableCell>{monthName(point.month)}</TableCell>
                        <TableCell align="right">{number(point.actual)}</TableCell>
                        <TableCell align="right">{number(point.path)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </details>
          </>
        ) : (
          <Typography color="text.secondary">{t("statuses.NO_DATA")}</Typography>
        )}
      </Section>
      {objective.kpi === "MANUAL" ? (
        <Section title={t("values.title")}>
          {values.length === 0 ? <Typography color="text.secondary">{t("values.none")}</Typography> : null}
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} data-testid="objective-values">
            {values.map((value) => (
              <li key={value.id}>
                {`${monthName(value.month)}: ${number(Number(value.value))} · ${value.recordedByName}${value.note ? ` · ${value.note}` : ""}`}
              </li>
            ))}
          </Stack>
          {manages && !objective.archivedDate ? (
            <LazyObjectiveValueForm
              organizationId={context.organizationId}
              objectiveId={objective.id}
              month={lastWholeMonth()}
              unit={unit}
            />
          ) : null}
        </Section>
      ) : null}
      <Section title={t("fields.addresses")}>
        <FactList
          facts={[
            [
              t("fields.aspects"),
              <LinkList
                key="aspects"
                rows={objective.aspects}
                href={(id) => `/planning/aspects/${id}`}
                none={t("none")}
              />,
            ],
            [
              t("fields.assessments"),
              <LinkList
                key="assessments"
                rows={objective.assessments}
                href={(id) => `/planning/risk-assessment/${id}`}
                none={t("none")}
              />,
            ],
            [
              t("fields.obligations"),
              <LinkList
                key="obligations"
                rows={objective.obligations}
                href={(id) => `/documents/binding-obligations/${id}`}
                none={t("none")}
              />,
            ],
            [t("fields.needs"), objective.needs ?? t("none")],
          ]}
        />
      </Section>
      <SourceActions context={context} link={{ objectiveId: objective.id }} />
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(ObjectivePage, "(app)/planning/objectives/[id]");
