import type { ReactNode } from "react";
import styles from "./notice.module.css";

// the Material icon InfoOutlined, as the theme's info Alert shows it
const INFO_PATH =
  "M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10, 10 0 0,0 12,2M11,17H13V11H11V17Z";

/**
 * An information box as wide as the content, like the theme's info Alert but with no JavaScript;
 * `action` sits at its end, as an Alert's action does.
 */
export function Notice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div role="status" className={styles.notice}>
      <span className={styles.icon}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={INFO_PATH} />
        </svg>
      </span>
      <div className={styles.message}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
