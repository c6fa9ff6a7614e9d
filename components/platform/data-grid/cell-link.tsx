"use client";
import { Link } from "@mui/material";
import NextLink from "next/link";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A link inside a data grid cell. The grid moves the focus between cells with the arrow keys; when
 * this cell gets it, the link takes it, so that Enter opens the row.
 */
export function CellLink(props: { href: string; hasFocus: boolean; tabIndex: 0 | -1; children: ReactNode }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (props.hasFocus) ref.current?.focus();
  }, [props.hasFocus]);
  return (
    <Link
      component={NextLink}
      href={props.href}
      // a page of up to 100 rows would fetch up to 100 records' screens ahead of any click
      prefetch={false}
      ref={ref}
      tabIndex={props.tabIndex}
      // the row's own click would navigate a second time
      onClick={(event) => event.stopPropagation()}
      sx={{ fontWeight: 500, overflow: "hidden", textOverflow: "ellipsis" }}
    >
      {props.children}
    </Link>
  );
}
