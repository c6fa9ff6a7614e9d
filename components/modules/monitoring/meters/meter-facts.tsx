import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { FactList } from "@/components/platform/ui/fact-list";
import { unitSymbol } from "@/lib/modules/monitoring/meters/groups";
import type { MeterDto } from "@/lib/modules/monitoring/meters/dto";

/** Type, unit, reading mode, place, reading frequency, limit values and note of a meter, in words. */
export async function MeterFacts({ meter }: { meter: MeterDto }) {
  const t = await getTranslations("meters");
  const tPeople = await getTranslations("people");
  const format = await getFormatter();
  const symbol = unitSymbol(meter.unitGroup, meter.unit);
  const number = (value: string) => format.number(Number(value), { maximumFractionDigits: 6 });
  const limits = [
    meter.lowerLimit !== null ? `≥ ${number(meter.lowerLimit)} ${symbol}` : null,
    meter.upperLimit !== null ? `≤ ${number(meter.upperLimit)} ${symbol}` : null,
  ].filter(Boolean);
  const latest = meter.latestReading;
  const facts: [string, string][] = [
    [t("detail.type"), t(`types.${meter.meterType}`)],
    [t("detail.unit"), symbol],
    [t("detail.mode"), t(`modes.${meter.readingMode}`)],
    [t("detail.area"), meter.area?.name ?? t("detail.none")],
    [t("detail.identifier"), meter.identifier ?? t("detail.none")],
    [
      t("detail.frequency"),
      meter.frequency && meter.nextReadingDate
        ? t("detail.frequencyValue", {
            frequency: tPeople(`frequency.${meter.frequency}`),
            date: format.dateTime(new Date(meter.nextReadingDate), "day"),
            // the schedule starts on the day the meter was added; a late reading does not move it
            start: format.dateTime(new Date(meter.createdDate), "day"),
          }) + (meter.readingStatus && meter.readingStatus !== "OK" ? ` (${t(`statuses.${meter.readingStatus}`)})` : "")
        : t("detail.noFrequency"),
    ],
    [
      t("detail.latest"),
      latest
        ? `${number(latest.value)} ${unitSymbol(meter.unitGroup, latest.unit)}, ${format.dateTime(new Date(latest.performedAt), "timestamp")}`
        : t("detail.noReadings"),
    ],
  ];
  if (meter.readingMode === "MEASUREMENT") {
    facts.push([t("detail.limits"), limits.join(", ") || t("detail.none")]);
    if (meter.limitSource) facts.push([t("detail.limitSource"), meter.limitSource]);
  }
  if (meter.note) facts.push([t("detail.note"), meter.note]);
  return (
    <Section title={t("detail.facts")}>
      <FactList facts={facts} />
    </Section>
  );
}
