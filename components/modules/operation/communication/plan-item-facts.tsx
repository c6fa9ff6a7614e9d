import { Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { FactList } from "@/components/platform/ui/fact-list";
import { Section } from "@/components/platform/ui/section";
import type { PlanItemDto } from "@/lib/modules/operation/communication/dto";
import { PlanDueTag } from "./status-tags";

/** A line of the plan in words: what goes to whom, how, how often, when next and who answers for it. */
export async function PlanItemFacts({ planItem }: { planItem: PlanItemDto }) {
  const t = await getTranslations("communication");
  const tFrequency = await getTranslations("people.frequency");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : t("none"));
  const facts: [string, React.ReactNode][] = [
    [t("fields.internalAudience"), planItem.internalAudience ?? t("none")],
    [
      t("fields.stakeholders"),
      planItem.stakeholders.length
        ? planItem.stakeholders.map((stakeholder) => stakeholder.name).join(", ")
        : t("none"),
    ],
    [t("fields.channel"), t(`channels.${planItem.channel}`)],
    [t("fields.direction"), t(`directions.${planItem.direction}`)],
    [t("fields.frequency"), tFrequency(planItem.frequency)],
    [t("fields.startsAt"), day(planItem.startsAt)],
    [t("fields.lastLoggedDate"), day(planItem.lastLoggedDate)],
    [t("fields.nextDueDate"), planItem.nextDueDate ? day(planItem.nextDueDate) : t("noNext")],
  ];
  if (planItem.dueStatus) {
    facts.push([t("fields.dueStatus"), <PlanDueTag key="status" status={planItem.dueStatus} />]);
  }
  facts.push([t("fields.responsible"), planItem.responsible?.name ?? t("none")]);
  return (
    <Section>
      <FactList facts={facts} />
      {planItem.description ? (
        <Typography
          sx={{ whiteSpace: "pre-line", mt: 1, overflowWrap: "anywhere" }}
          aria-label={t("fields.description")}
        >
          {planItem.description}
        </Typography>
      ) : null}
    </Section>
  );
}
