import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { Matrix, MatrixRow } from "@/lib/modules/operation/competence-matrix/dto";
import { MATRIX_STATUSES } from "@/lib/modules/organization/competences/cell-status";
import { switchesOrganization } from "@/lib/platform/http/organization-link";
import styles from "./competence-matrix.module.css";
import { StatusMark } from "./status-mark";

/**
 * One member on a phone: their competences the most urgent first, each with its status in words and
 * its date; those not asked of them folded at the end. The member's own page is linked for whoever
 * may open it.
 */
export async function MemberCompetences({
  matrix,
  row,
  memberPage,
  back,
}: {
  matrix: Matrix;
  row: MatrixRow;
  /** The member's page, when the person may open it. */
  memberPage: string | null;
  back: string;
}) {
  const t = await getTranslations("competenceMatrix");
  const format = await getFormatter();
  const cells = row.cells
    .map((cell, index) => (cell ? { ...cell, competence: matrix.competences[index] } : null))
    .filter((cell) => cell !== null)
    .sort((a, b) => MATRIX_STATUSES.indexOf(a.status) - MATRIX_STATUSES.indexOf(b.status));
  const required = cells.filter((cell) => cell.status !== "NOT_REQUIRED");
  const others = cells.filter((cell) => cell.status === "NOT_REQUIRED");
  const dateText = (cell: (typeof cells)[number]) => {
    if (!cell.dueDate) return cell.lastAcquisitionDate ? t("dates.noExpiry") : t("dates.noDeadline");
    const date = new Date(`${cell.dueDate}T00:00:00Z`);
    const kind = cell.lastAcquisitionDate ? (cell.status === "OVERDUE" ? "expired" : "expires") : "deadline";
    return t(`dates.${kind}`, { date: format.dateTime(date, "day") });
  };
  return (
    <section aria-labelledby="matrix-member" className={styles.plan}>
      <p className={styles.line}>
        <Link href={back}>{t("allMembers")}</Link>
      </p>
      <h2 id="matrix-member" className={styles.heading}>
        {row.name}
      </h2>
      {memberPage ? (
        <p className={styles.line}>
          {switchesOrganization(memberPage) ? (
            <a href={memberPage}>{t("openMember")}</a>
          ) : (
            <Link href={memberPage}>{t("openMember")}</Link>
          )}
        </p>
      ) : null}
      {required.length ? (
        <ul className={styles.items} aria-label={t("required")}>
          {required.map((cell) => (
            <li key={cell.competence.id} className={styles.item} data-status={cell.status}>
              <span className={styles.itemText}>
                {cell.competence.name}
                <span className={styles.sub}>{dateText(cell)}</span>
              </span>
              <StatusMark status={cell.status} label={t(`statuses.${cell.status}`)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.line}>{t("nothingRequired")}</p>
      )}
      {others.length ? (
        <details className={styles.filters}>
          <summary>{t("notRequiredCount", { count: others.length })}</summary>
          <ul className={styles.items} style={{ padding: "0 16px 8px" }}>
            {others.map((cell) => (
              <li key={cell.competence.id} className={styles.item}>
                {cell.competence.name}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
