import { Typography } from "@mui/material";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { FactList } from "@/components/platform/ui/fact-list";
import { Section } from "@/components/platform/ui/section";
import { Tag } from "@/components/platform/ui/tag";
import type { DelegationDto } from "@/lib/modules/leadership/delegation/dto";
import { descriptionIn } from "./names";

/** A delegation's terms and its acceptance. */
export async function DelegationFacts({ delegation }: { delegation: DelegationDto }) {
  const t = await getTranslations("delegation");
  const format = await getFormatter();
  const locale = await getLocale();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : t("none"));
  const description = descriptionIn(delegation.responsibility, locale);
  return (
    <Section>
      <FactList
        facts={[
          [t("fields.member"), delegation.member.name],
          [t("fields.startDate"), day(delegation.startDate)],
          [t("fields.endDate"), day(delegation.endDate)],
          [t("fields.delegatedBy"), delegation.delegatedByName],
          [
            t("fields.status"),
            delegation.acceptedDate ? (
              <Tag
                key="accepted"
                size="small"
                color="success"
                label={`${t("acceptance.accepted", { date: format.dateTime(delegation.acceptedDate, "timestamp") })} · ${delegation.acceptedByName}`}
              />
            ) : (
              <Tag key="waiting" size="small" color="warning" label={t("acceptance.waiting")} />
            ),
          ],
          [t("letter.basis"), delegation.responsibility.basis ?? t("none")],
        ]}
      />
      {description ? (
        <Typography sx={{ whiteSpace: "pre-line", mt: 1 }} aria-label={t("letter.duties")}>
          {description}
        </Typography>
      ) : null}
      {delegation.authority ? (
        <Typography sx={{ whiteSpace: "pre-line", mt: 1 }}>
          <strong>{t("fields.authority")}: </strong>
          {delegation.authority}
        </Typography>
      ) : null}
    </Section>
  );
}
