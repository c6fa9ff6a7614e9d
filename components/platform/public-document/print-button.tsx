"use client";
import styles from "./public-document.module.css";

/** Opens the browser's print dialog; hidden in print. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.print} onClick={() => window.print()}>
      {label}
    </button>
  );
}
