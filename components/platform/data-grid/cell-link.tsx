"use client";
import AppLink from "@/components/platform/ui/link";
import { useEffect, useRef, type ReactNode } from "react";
import styles from "./cell-link.module.css";

/**
 * A link inside a data grid cell. The grid moves the focus between cells with the arrow keys; when
 * this cell gets it, the link takes it, so that Enter opens the row. Drawn with CSS rather than
 * MUI's Link: every row has one, and a phone renders the rows in one task after hydration.
 */
export function CellLink(props: { href: string; hasFocus: boolean; tabIndex: 0 | -1; children: ReactNode }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (props.hasFocus) ref.current?.focus();
  }, [props.hasFocus]);
  return (
    <AppLink
      href={props.href}
      ref={ref}
      tabIndex={props.tabIndex}
      className={styles.link}
      // the row's own click would navigate a second time
      onClick={(event) => event.stopPropagation()}
    >
      {props.children}
    </AppLink>
  );
}
