"use client";
import styles from "./print-sheet.module.css";

/** Opens the browser's print dialog; the sheet's print stylesheet leaves only the sheet on paper. */
export function PrintSheetButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.print} onClick={() => window.print()}>
      {label}
    </button>
  );
}
