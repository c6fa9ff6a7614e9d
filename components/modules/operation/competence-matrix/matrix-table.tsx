import Link from "@/components/platform/ui/link";
import { getFormatter, getTranslations } from "next-intl/server";
import type { Matrix } from "@/lib/modules/operation/competence-matrix/dto";
import { switchesOrganization } from "@/lib/platform/http/organization-link";
import styles from "./competence-matrix.module.css";

/**
 * Members (rows) × competences (columns) as a plain table in a box that scrolls both ways, with the
 * header row and the member column sticky, so a wide matrix keeps its names in view. A column's
 * name shows that competence alone; a member's name opens the member (memberLink).
 */
export async function MatrixTable({
  matrix,
  memberHref,
  columnHref,
  caption,
}: {
  matrix: Matrix;
  memberHref: (member: { id: string; organizationId: string }) => string;
  /** The matrix with this competence alone, the other filters kept. */
  columnHref: (competenceId: string) => string;
  caption: string;
}) {
  const t = await getTranslations("competenceMatrix");
  const format = await getFormatter();
  const [own] = matrix.organizations;
  const organizationName = new Map(matrix.organizations.map((organization) => [organization.id, organization.name]));
  const statusLabel = Object.fromEntries(
    (["OVERDUE", "DUE_SOON", "MISSING", "OK", "NOT_REQUIRED"] as const).map((status) => [
      status,
      t(`statuses.${status}`),
    ]),
  );
  const day = (text: string) => format.dateTime(new Date(`${text}T00:00:00Z`), "day");
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={t("gridLabel")} data-testid="matrix-grid">
      <table className={styles.grid}>
        <caption className={styles.hidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              {t("columns.member")}
            </th>
            {matrix.competences.map((column) => (
              <th key={column.id} scope="col">
                <Link href={columnHref(column.id)}>{column.name}</Link>
                {column.organizationId !== own?.id ? (
                  <span className={styles.sub}>{organizationName.get(column.organizationId)}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.rows.map((row) => {
            const href = memberHref(row);
            const where = [row.area?.name, row.organizationId !== own?.id && organizationName.get(row.organizationId)];
            return (
              <tr key={row.id}>
                <th scope="row">
                  {switchesOrganization(href) ? <a href={href}>{row.name}</a> : <Link href={href}>{row.name}</Link>}
                  <span className={styles.sub}>{where.filter(Boolean).join(" · ")}</span>
                </th>
                {/* a page holds thousands of cells: each is as little markup as it can be, its look
                    (the chip, the dash of "not required") drawn from its status in CSS, and keyed by
                    its place (the columns are fixed) */}
                {row.cells.map((cell, index) =>
                  cell?.status === "NOT_REQUIRED" ? (
                    <td key={index} data-status={cell.status}>
                      <span className={styles.hidden}>{statusLabel[cell.status]}</span>
                    </td>
                  ) : cell ? (
                    <td key={index} data-status={cell.status}>
                      <span className={styles.mark}>{statusLabel[cell.status]}</span>
                      {cell.dueDate ? <span className={styles.date}>{day(cell.dueDate)}</span> : null}
                    </td>
                  ) : (
                    <td key={index} className={styles.otherOrganization} />
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
