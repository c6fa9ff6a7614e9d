"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { ShellIcon } from "./icons";
import type { QuickAction } from "./quick-actions-dial";
import styles from "./shell.module.css";

const loadDial = () => import("./quick-actions-dial");
const QuickActionsDial = dynamic(() => loadDial().then((module) => module.QuickActionsDial), { ssr: false });

/**
 * The quick actions on small screens. Until first used it is a plain button drawn like the dial's;
 * the dial itself (MUI SpeedDial with its tooltips) loads on pointing at, focusing or pressing it.
 */
export function MobileActions({ actions, label }: { actions: QuickAction[]; label: string }) {
  const [wanted, setWanted] = useState(false);
  if (wanted) return <QuickActionsDial actions={actions} />;
  return (
    <button
      type="button"
      className={styles.fab}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDial()}
      onFocus={() => void loadDial()}
      onClick={() => setWanted(true)}
    >
      <ShellIcon name="add" className={styles.icon} />
    </button>
  );
}
