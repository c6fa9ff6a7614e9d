import { Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import Link from "@/components/platform/ui/link";
import { FactList } from "@/components/platform/ui/fact-list";
import { Section } from "@/components/platform/ui/section";
import type { CommunicationDto } from "@/lib/modules/operation/communication/dto";
import { ResponseStatusTag } from "./status-tags";

/** A logged communication in words: when, which way, with whom, the response awaited and given. */
export async function CommunicationFacts({ communication }: { communication: CommunicationDto }) {
  const t = await getTranslations("communication");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : t("none"));
  const facts: [string, React.ReactNode][] = [
    [t("fields.date"), day(communication.date)],
    [t("fields.kind"), t(`kinds.${communication.kind}`)],
    [t("fields.direction"), t(`directions.${communication.direction}`)],
    [t("fields.channel"), t(`channels.${communication.channel}`)],
    [t("fields.stakeholder"), communication.stakeholder?.name ?? t("none")],
  ];
  if (communication.counterpart) facts.push([t("fields.counterpart"), communication.counterpart]);
  if (communication.responseDueDate || communication.respondedDate) {
    facts.push(
      [t("fields.responseDueDate"), day(communication.responseDueDate)],
      [t("fields.respondedDate"), day(communication.respondedDate)],
    );
  }
  if (communication.responseStatus) {
    facts.push([t("fields.responseStatus"), <ResponseStatusTag key="status" status={communication.responseStatus} />]);
  }
  facts.push(
    [
      t("fields.planItem"),
      communication.planItem ? (
        <Link href={`/operation/communication/plan/${communication.planItem.id}`}>{communication.planItem.topic}</Link>
      ) : (
        t("none")
      ),
    ],
    [t("fields.responsible"), communication.responsible?.name ?? t("none")],
  );
  return (
    <>
      <Section>
        <FactList facts={facts} />
      </Section>
      {communication.text ? (
        <Section title={t("fields.text")}>
          <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{communication.text}</Typography>
        </Section>
      ) : null}
      {communication.response ? (
        <Section title={t("fields.response")}>
          <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{communication.response}</Typography>
        </Section>
      ) : null}
    </>
  );
}
