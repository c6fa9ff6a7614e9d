import { Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import Link from "@/components/platform/ui/link";
import { Section } from "@/components/platform/ui/section";
import { FactList } from "@/components/platform/ui/fact-list";
import type { InspectionDto } from "@/lib/modules/monitoring/control-book/dto";

/** An inspection's due date, status and, once done, its performance and result, in words. */
export async function InspectionFacts({ inspection }: { inspection: InspectionDto }) {
  const t = await getTranslations("controlBook");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : t("none"));
  const status =
    t(`statuses.${inspection.status}`) +
    (inspection.dueStatus && inspection.dueStatus !== "OK" ? ` (${t(`dueStatuses.${inspection.dueStatus}`)})` : "");
  const facts: [string, React.ReactNode][] = [
    [
      t("columns.agreement"),
      inspection.agreement ? (
        <Link href={`/monitoring/control-book/agreements/${inspection.agreement.id}`}>
          {inspection.agreement.title}
        </Link>
      ) : (
        t("adHoc")
      ),
    ],
    [t("columns.type"), t(`types.${inspection.type}`)],
    [t("columns.dueDate"), day(inspection.dueDate)],
    [t("columns.status"), status],
    [t("columns.responsible"), inspection.responsible?.name ?? t("none")],
  ];
  if (inspection.status === "DONE") {
    facts.push(
      [t("columns.performedAt"), day(inspection.performedAt)],
      [t("columns.performedBy"), inspection.performedBy?.name ?? inspection.performerName ?? t("none")],
      [t("columns.result"), inspection.result ? t(`results.${inspection.result}`) : t("none")],
    );
  }
  if (inspection.machine) {
    facts.push([
      t("columns.machine"),
      <Link key="machine" href={`/monitoring/machines/${inspection.machine.id}`}>
        {inspection.machine.name}
      </Link>,
    ]);
  }
  if (inspection.eventId) {
    facts.push([
      t("raisedEvent"),
      <Link key="event" href={`/evaluation/event-handling/${inspection.eventId}`}>
        {t("raisedEvent")}
      </Link>,
    ]);
  }
  return (
    <Section>
      <FactList facts={facts} />
      {inspection.findings ? (
        <Typography sx={{ whiteSpace: "pre-line", mt: 1 }} aria-label={t("columns.findings")}>
          {inspection.findings}
        </Typography>
      ) : null}
    </Section>
  );
}
