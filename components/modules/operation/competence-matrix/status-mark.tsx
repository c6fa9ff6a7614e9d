import { Tag, type TagColor } from "@/components/platform/ui/tag";
import type { MatrixStatus } from "@/lib/modules/organization/competences/cell-status";
import styles from "./competence-matrix.module.css";

/** Each status in words with a colour that repeats them; the outlined ones keep their text's contrast. */
const LOOK: Record<Exclude<MatrixStatus, "NOT_REQUIRED">, { color: TagColor; variant: "filled" | "outlined" }> = {
  OVERDUE: { color: "error", variant: "filled" },
  DUE_SOON: { color: "warning", variant: "outlined" },
  MISSING: { color: "error", variant: "outlined" },
  OK: { color: "success", variant: "outlined" },
};

/**
 * A cell's status as a chip with its word; "not required" is a dash, which a screen reader reads in
 * words, so that the many cells nobody must fill do not crowd the ones that matter.
 */
export function StatusMark({ status, label }: { status: MatrixStatus; label: string }) {
  if (status === "NOT_REQUIRED") {
    return (
      <span className={styles.notRequired} title={label}>
        <span aria-hidden="true">–</span>
        <span className={styles.hidden}>{label}</span>
      </span>
    );
  }
  return <Tag size="small" label={label} {...LOOK[status]} />;
}
