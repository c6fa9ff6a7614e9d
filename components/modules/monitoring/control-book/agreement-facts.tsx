import { Typography } from "@mui/material";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import Link from "@/components/platform/ui/link";
import { Section } from "@/components/platform/ui/section";
import { FactList } from "@/components/platform/ui/fact-list";
import { localized } from "@/lib/modules/evaluation/questionnaires/content";
import type { AgreementDto } from "@/lib/modules/monitoring/control-book/dto";

/** What an agreement asks for, how often, from whom and when next, in words. */
export async function AgreementFacts({ agreement }: { agreement: AgreementDto }) {
  const t = await getTranslations("controlBook");
  const tFrequency = await getTranslations("people.frequency");
  const format = await getFormatter();
  const locale = await getLocale();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : t("none"));
  const next = agreement.nextDueDate
    ? `${day(agreement.nextDueDate)}${agreement.dueStatus && agreement.dueStatus !== "OK" ? ` (${t(`dueStatuses.${agreement.dueStatus}`)})` : ""}`
    : t("noNext");
  const facts: [string, React.ReactNode][] = [
    [t("columns.type"), t(`types.${agreement.type}`)],
    [t("columns.frequency"), tFrequency(agreement.frequency)],
    [t("columns.startsAt"), day(agreement.startsAt)],
    [t("columns.nextDueDate"), next],
    [t("columns.nextDueBasis"), t(`bases.${agreement.nextDueBasis}`)],
    [t("columns.reminderLeadDays"), String(agreement.reminderLeadDays)],
    [t("columns.responsible"), agreement.responsible?.name ?? t("none")],
    [t("columns.stakeholder"), agreement.stakeholder?.name ?? t("none")],
    [
      t("columns.machine"),
      agreement.machine ? (
        <Link href={`/monitoring/machines/${agreement.machine.id}`}>{agreement.machine.name}</Link>
      ) : (
        t("none")
      ),
    ],
    [t("columns.meter"), agreement.meter?.name ?? t("none")],
    [
      t("columns.questionnaire"),
      agreement.questionnaire ? (
        <Link href={`/evaluation/questionnaires/${agreement.questionnaire.id}`}>
          {localized(agreement.questionnaire.titleEn, agreement.questionnaire.titleDa, locale)}
        </Link>
      ) : (
        t("none")
      ),
    ],
    // for information: the agreement keeps its own fields, and the template is the maintainers'
    [
      t("columns.template"),
      agreement.template ? localized(agreement.template.titleEn, agreement.template.titleDa, locale) : t("none"),
    ],
  ];
  return (
    <Section>
      <FactList facts={facts} />
      {agreement.description ? (
        <Typography sx={{ whiteSpace: "pre-line", mt: 1 }} aria-label={t("columns.description")}>
          {agreement.description}
        </Typography>
      ) : null}
    </Section>
  );
}
