import Link from "@/components/platform/ui/link";
import type { ComplianceStatus } from "@/lib/generated/prisma/enums";
import styles from "./obligation-matrix.module.css";

export type MatrixRow = {
  id: string;
  title: string;
  officialNumber: string;
  jurisdiction: string;
  status: ComplianceStatus;
  evaluationDate: string | null;
  changedSinceEvaluation: boolean;
};

/**
 * Obligations × compliance status as a plain table (printable, no JavaScript): one row per
 * obligation, a mark in its status's column, and the count per status on top.
 */
export function ObligationMatrix(props: {
  rows: MatrixRow[];
  statuses: { status: ComplianceStatus; label: string }[];
  labels: { act: string; count: string; changed: string; caption: string };
}) {
  return (
    <div className={styles.wrap}>
      <table className={styles.matrix}>
        <caption style={{ captionSide: "bottom", textAlign: "left", paddingTop: 8 }}>{props.labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.labels.act}</th>
            {props.statuses.map(({ status, label }) => (
              <th key={status} scope="col" className={styles.mark}>
                {label}
              </th>
            ))}
          </tr>
          <tr>
            <th scope="row">{props.labels.count}</th>
            {props.statuses.map(({ status }) => (
              <td key={status} className={`${styles.mark} ${styles.count}`}>
                {props.rows.filter((row) => row.status === status).length}
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link href={`/documents/binding-obligations/${row.id}`}>{row.title}</Link>
                <span style={{ display: "block", color: "var(--mui-palette-text-secondary)" }}>
                  {row.jurisdiction} · {row.officialNumber}
                </span>
                {row.changedSinceEvaluation ? <span className={styles.changed}>{props.labels.changed}</span> : null}
              </th>
              {props.statuses.map(({ status, label }) => (
                <td key={status} className={styles.mark}>
                  {row.status === status ? (
                    <span role="img" aria-label={label}>
                      ●
                    </span>
                  ) : null}
                  {row.status === status && row.evaluationDate ? (
                    <span style={{ display: "block", fontWeight: 400 }}>{row.evaluationDate}</span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
