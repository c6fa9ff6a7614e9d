"use client";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/**
 * A collapsible menu group (a native disclosure, usable by keyboard): the group of the current
 * page is open, the others show their title only, so that a long group of modules still to come
 * does not push the rest of the menu out of sight.
 */
export function NavGroup(props: {
  title: string;
  hrefs: string[];
  alwaysOpen?: boolean;
  summaryClassName: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const current = props.hrefs.some((href) => pathname === href || pathname.startsWith(`${href}/`));
  if (props.alwaysOpen) return <>{props.children}</>;
  return (
    <details open={current} data-menu-group-open={current ? "" : undefined}>
      <summary className={props.summaryClassName}>{props.title}</summary>
      {props.children}
    </details>
  );
}
