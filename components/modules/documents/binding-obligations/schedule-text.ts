import "server-only";
import { getFormatter, getTranslations } from "next-intl/server";
import { FORMATS } from "@/lib/platform/i18n/config";
import type { ObligationDto } from "@/lib/modules/documents/binding-obligations/dto";

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** The words for an obligation's schedule and dates, on the server in the interface language. */
export async function scheduleWords() {
  const [t, tPeople, format] = await Promise.all([
    getTranslations("bindingObligations"),
    getTranslations("people"),
    getFormatter(),
  ]);
  // a calendar date travels as midnight UTC: shown as that day wherever the server runs
  const day = (date: string) => format.dateTime(dayOf(date), { ...FORMATS.dateTime.day, timeZone: "UTC" });
  return {
    day,
    /** "Yearly from 30 Jul 2026", "Yearly, from the first evaluation", or "No schedule". */
    schedule: (obligation: Pick<ObligationDto, "evaluationRecurrence" | "evaluationScheduleStart">) => {
      if (!obligation.evaluationRecurrence) return t("schedule.none");
      const recurrence = tPeople(`frequency.${obligation.evaluationRecurrence}`);
      return obligation.evaluationScheduleStart
        ? t("schedule.from", { recurrence, date: day(obligation.evaluationScheduleStart) })
        : t("schedule.fromFirst", { recurrence });
    },
  };
}
