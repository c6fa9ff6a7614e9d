import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { Matrix } from "@/lib/modules/operation/competence-matrix/dto";
import { MATRIX_STATUSES } from "@/lib/modules/organization/competences/cell-status";
import styles from "./competence-matrix.module.css";
import { StatusMark } from "./status-mark";

const REQUIRED_STATUSES = MATRIX_STATUSES.filter((status) => status !== "NOT_REQUIRED");

/**
 * The matrix on a phone, a member a card: the name opens that member's competences; below it where
 * they work and how many cells stand at each status, or, with one competence chosen, their status
 * with it (one competence at a time).
 */
export async function MemberCards({
  matrix,
  cardHref,
  oneCompetence,
}: {
  matrix: Matrix;
  cardHref: (memberId: string) => string;
  oneCompetence: boolean;
}) {
  const t = await getTranslations("competenceMatrix");
  const format = await getFormatter();
  const [own] = matrix.organizations;
  const organizationName = new Map(matrix.organizations.map((organization) => [organization.id, organization.name]));
  return (
    <ul className={styles.cards} aria-label={t("columns.member")}>
      {matrix.rows.map((row) => {
        const where = [row.area?.name, row.organizationId !== own?.id && organizationName.get(row.organizationId)];
        const cells = row.cells.filter((cell) => cell !== null);
        const single = oneCompetence ? cells[0] : undefined;
        const counts = REQUIRED_STATUSES.map((status) => ({
          status,
          count: cells.filter((cell) => cell.status === status).length,
        })).filter(({ count }) => count > 0);
        return (
          <li key={row.id} className={styles.card}>
            <Link href={cardHref(row.id)} className={styles.cardTitle}>
              {row.name}
            </Link>
            {where.some(Boolean) ? <span className={styles.sub}>{where.filter(Boolean).join(" · ")}</span> : null}
            <span className={styles.tags}>
              {single ? (
                <>
                  <StatusMark status={single.status} label={t(`statuses.${single.status}`)} />
                  {single.dueDate ? (
                    <span className={styles.sub}>
                      {format.dateTime(new Date(`${single.dueDate}T00:00:00Z`), "day")}
                    </span>
                  ) : null}
                </>
              ) : counts.length ? (
                counts.map(({ status, count }) => (
                  <StatusMark
                    key={status}
                    status={status}
                    label={t("statusCount", { status: t(`statuses.${status}`), count })}
                  />
                ))
              ) : (
                <span className={styles.sub}>{t("nothingRequired")}</span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
