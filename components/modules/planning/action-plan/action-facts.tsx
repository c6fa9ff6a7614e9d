import { Typography } from "@mui/material";
import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { FactList } from "@/components/platform/ui/fact-list";
import type { ReactNode } from "react";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import type { ActionDto } from "@/lib/modules/planning/action-plan/dto";
import { isOpenStatus } from "@/lib/modules/planning/action-plan/choices";
import { ActionStatusTag } from "./action-status-tag";

/** What the action is, where it came from, who does it by when, and how far it is. */
export async function ActionFacts({ action }: { action: ActionDto }) {
  const t = await getTranslations("actionPlan");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : t("none"));
  const today = calendarToday().toISOString().slice(0, 10);
  const overdue = isOpenStatus(action.status) && !!action.dueDate && action.dueDate < today;
  const facts: [string, ReactNode][] = [
    [t("fields.status"), <ActionStatusTag key="status" status={action.status} overdue={overdue} />],
    [t("fields.dueDate"), day(action.dueDate)],
    [t("fields.responsible"), action.responsible?.name ?? t("none")],
    [t("fields.priority"), t(`priorities.${action.priority}`)],
    [t("fields.kind"), action.kind ? t(`kinds.${action.kind}`) : t("noKind")],
    [
      t("fields.source"),
      action.sourceRecord ? (
        <Link key="source" href={action.sourceRecord.href}>
          {`${t(`sources.${action.source}`)}: ${action.sourceRecord.title}`}
        </Link>
      ) : (
        t(`sources.${action.source}`)
      ),
    ],
    [t("fields.area"), action.area?.name ?? t("none")],
    [t("fields.organization"), action.organization.name],
  ];
  if (action.status === "DONE") facts.push([t("fields.doneDate"), day(action.doneDate)]);
  if (action.effectivenessDueDate) facts.push([t("fields.effectivenessDueDate"), day(action.effectivenessDueDate)]);
  return (
    <Section>
      <FactList facts={facts} />
      {action.description ? (
        <Typography sx={{ whiteSpace: "pre-line", mt: 1 }} aria-label={t("fields.description")}>
          {action.description}
        </Typography>
      ) : null}
      {action.note ? (
        <Typography sx={{ whiteSpace: "pre-line", mt: 1 }}>
          <strong>{t("fields.note")}: </strong>
          {action.note}
        </Typography>
      ) : null}
    </Section>
  );
}
