import { getFormatter, getTranslations } from "next-intl/server";
import printable from "@/components/platform/print/printable.module.css";
import type { DelegationDto } from "@/lib/modules/leadership/delegation/dto";
import { descriptionIn, nameIn } from "./names";
import styles from "./letter.module.css";

/**
 * The letter of delegation: one A4 page in the member's language, whatever the reader's, with the
 * responsibility, the authority, the basis, the dates, the acceptance recorded in the system and
 * lines for both signatures.
 */
export async function DelegationLetter({
  delegation,
  organizationName,
}: {
  delegation: DelegationDto;
  organizationName: string;
}) {
  const locale = delegation.memberLanguage === "da" ? "da" : "en";
  const t = await getTranslations({ locale, namespace: "delegation.letter" });
  const format = await getFormatter({ locale });
  const day = (date: string) => format.dateTime(new Date(date), "day");
  const responsibility = nameIn(delegation.responsibility, locale);
  const duties = descriptionIn(delegation.responsibility, locale);
  return (
    <article className={printable.sheet} lang={locale} aria-label={t("heading")}>
      <header className={styles.letterhead}>
        <strong>{organizationName}</strong>
        <span>{day(new Date().toISOString())}</span>
      </header>
      <h1 className={styles.title}>{t("heading")}</h1>
      <p>
        {t("body", {
          organization: organizationName,
          member: delegation.member.name,
          responsibility,
          start: day(delegation.startDate),
          end: delegation.endDate ? day(delegation.endDate) : "none",
        })}
      </p>
      {duties ? (
        <section className={styles.part}>
          <h2>{t("duties")}</h2>
          <p>{duties}</p>
        </section>
      ) : null}
      {delegation.authority ? (
        <section className={styles.part}>
          <h2>{t("authority")}</h2>
          <p>{delegation.authority}</p>
        </section>
      ) : null}
      {delegation.responsibility.basis ? (
        <section className={styles.part}>
          <h2>{t("basis")}</h2>
          <p>{delegation.responsibility.basis}</p>
        </section>
      ) : null}
      <div className={styles.signatures}>
        <div>
          <div className={styles.line}>
            {t("delegatedBy")}: {delegation.delegatedByName}
          </div>
          <div>{t("date")}:</div>
        </div>
        <div>
          <div className={styles.line}>
            {t("accepted")}: {delegation.member.name}
          </div>
          <div>{t("date")}:</div>
        </div>
      </div>
      <p className={styles.note}>
        {delegation.acceptedDate && delegation.acceptedByName
          ? t("acceptedOn", {
              name: delegation.acceptedByName,
              date: format.dateTime(delegation.acceptedDate, "timestamp"),
            })
          : t("notAccepted")}
      </p>
    </article>
  );
}
