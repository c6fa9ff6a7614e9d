import styles from "./archived-list.module.css";
import { RestoreButton } from "./restore-button";

export type ArchivedItem = { id: string; name: string; detail: string; restorePath: string };

/**
 * The archived records of a screen that lists only active ones (work areas, departments), closed
 * under a summary such as "Archived work areas (2)", each with the button that brings it back.
 */
export function ArchivedList({ summary, items }: { summary: string; items: ArchivedItem[] }) {
  if (!items.length) return null;
  return (
    <details className={styles.list}>
      <summary className={styles.summary}>{summary}</summary>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.text}>
              <span className={styles.primary}>{item.name}</span>
              {item.detail}
            </span>
            <RestoreButton path={item.restorePath} name={item.name} />
          </li>
        ))}
      </ul>
    </details>
  );
}
