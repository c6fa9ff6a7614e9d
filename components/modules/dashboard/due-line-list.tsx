import Link from "@/components/platform/ui/link";
import { switchesOrganization } from "@/lib/platform/http/organization-link";
import { isOverdue, type DueStatus } from "@/lib/platform/recurrence/due-status";
import styles from "./due-lines.module.css";

/** A due line as drawn: what, where it is handled (if the person may go there), facts, status. */
export type DueLineView = {
  id: string;
  title: string;
  href: string | null;
  /** The source, organizations, responsible people: each shown when it says something. */
  meta: string[];
  status: DueStatus;
  /** "Missing", "3 days overdue", "Due 12 Dec 2026". */
  statusText: string;
};

/** Due lines as a plain list: the same on the dashboard and the due list, on a desk or a phone. */
export function DueLineList({ lines, label }: { lines: DueLineView[]; label?: string }) {
  return (
    <ul className={styles.items} aria-label={label}>
      {lines.map((line) => (
        <li key={line.id} className={styles.item}>
          {line.href && switchesOrganization(line.href) ? (
            <a href={line.href} className={styles.title}>
              {line.title}
            </a>
          ) : line.href ? (
            <Link href={line.href} className={styles.title}>
              {line.title}
            </Link>
          ) : (
            <span className={styles.title}>{line.title}</span>
          )}
          {line.meta.length ? <span className={styles.meta}>{line.meta.join(" · ")}</span> : null}
          <span className={isOverdue(line.status) ? styles.overdue : styles.meta}>{line.statusText}</span>
        </li>
      ))}
    </ul>
  );
}
