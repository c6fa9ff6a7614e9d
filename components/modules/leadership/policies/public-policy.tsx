import "server-only";
import { getFormatter, getTranslations } from "next-intl/server";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import type { PublicPolicy } from "@/lib/modules/leadership/policies/data";
import { PrintButton } from "./print-button";
import styles from "./public-policy.module.css";

/**
 * A published policy as interested parties see it: the organization's name and logo, the approved
 * text, its approval date and standards, and nothing else. Plain HTML with a print stylesheet.
 */
export async function PublicPolicyView({ policy }: { policy: PublicPolicy }) {
  const t = await getTranslations("policies.public");
  const format = await getFormatter();
  const standards = policy.isoStandards.map((code) => code.replace("_", " ")).join(", ");
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        {policy.organization.hasLogo ? (
          // eslint-disable-next-line @next/next/no-img-element -- the organization's own uploaded logo, any size
          <img src={`/api/v1/policies/${policy.id}/logo`} alt="" className={styles.logo} />
        ) : null}
        <p className={styles.organization}>{policy.organization.name}</p>
        <PrintButton label={t("print")} />
      </header>
      <article>
        <h1 className={styles.title}>{policy.title}</h1>
        <p className={styles.meta}>
          {policy.approvedDate
            ? t("approvedOn", { date: format.dateTime(new Date(policy.approvedDate), "day") })
            : null}
          {policy.approvedDate ? " · " : null}
          {t("version", { version: policy.version })}
          {standards ? ` · ${t("standards", { standards })}` : null}
        </p>
        {/* sanitised on save and again here */}
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: sanitizeRichText(policy.content) }} />
      </article>
    </main>
  );
}
