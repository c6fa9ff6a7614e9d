"use client";
import styles from "./printable.module.css";

/** Opens the browser's print dialog; the printable stylesheet leaves only the sheet on paper. */
export function PrintSheetButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.print} onClick={() => window.print()}>
      {label}
    </button>
  );
}
