import { getTranslations } from "next-intl/server";
import { MATRIX_STATUSES } from "@/lib/modules/organization/competences/cell-status";
import { DUE_SOON_DAYS } from "@/lib/platform/recurrence/due-status";
import styles from "./competence-matrix.module.css";
import { StatusMark } from "./status-mark";

/** What each mark says, and what the date under it is. */
export async function MatrixLegend() {
  const t = await getTranslations("competenceMatrix");
  return (
    <section aria-labelledby="matrix-legend" className={styles.plan}>
      <h2 id="matrix-legend" className={styles.heading}>
        {t("legend.title")}
      </h2>
      <ul className={styles.legend}>
        {MATRIX_STATUSES.map((status) => (
          <li key={status}>
            <StatusMark status={status} label={t(`statuses.${status}`)} />
            <span>{t(`legend.${status}`, { days: DUE_SOON_DAYS })}</span>
          </li>
        ))}
      </ul>
      <p className={styles.line}>{t("legend.dates")}</p>
    </section>
  );
}
