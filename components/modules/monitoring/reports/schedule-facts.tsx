import { Box } from "@mui/material";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { FactList } from "@/components/platform/ui/fact-list";
import type { ScheduleDto } from "@/lib/modules/monitoring/reports/dto";
import { monthNamer, periodWords } from "./month-name";

/** What a scheduled report sends, how often, as which files, to whom, and what it sent last. */
export async function ScheduleFacts({ schedule }: { schedule: ScheduleDto }) {
  const t = await getTranslations("reports");
  const tValues = await getTranslations("audit.values");
  const format = await getFormatter();
  const month = monthNamer(await getLocale());
  const last = schedule.lastDelivery;
  const facts: [string, ReactNode][] = [
    [t("fields.report"), t(`titles.${schedule.reportKey}`)],
    [t("fields.frequency"), t(`frequencies.${schedule.frequency}`)],
    [t("fields.formats"), schedule.formats.map((file) => t(`formats.${file}`)).join(", ")],
    [t("fields.includeDescendants"), tValues(schedule.includeDescendants ? "yes" : "no")],
    [
      t("fields.recipients"),
      <Box component="ul" key="recipients" sx={{ m: 0, pl: 2.5 }} data-testid="schedule-recipients">
        {schedule.recipients.map((recipient) => (
          <li key={recipient.id}>{`${recipient.name} (${recipient.email})`}</li>
        ))}
      </Box>,
    ],
    [
      t("fields.lastDelivery"),
      last
        ? t("schedules.lastDeliveryValue", {
            period: periodWords(month, last.periodFrom, last.periodTo),
            date: format.dateTime(last.sentDate, "timestamp"),
          })
        : t("schedules.notSent"),
    ],
  ];
  if (schedule.note) {
    facts.push([
      t("fields.note"),
      <Box component="span" key="note" sx={{ whiteSpace: "pre-line" }}>
        {schedule.note}
      </Box>,
    ]);
  }
  return <FactList facts={facts} />;
}
