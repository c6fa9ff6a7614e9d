"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * After an in-app navigation the focus moves to the new page's heading, as a full page load would
 * start from the top: a keyboard or screen-reader user continues on the new page, not on the link
 * they left behind in the menu. The first load and changes of the query (paging, sorting) keep it.
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    const heading = main?.querySelector<HTMLElement>("h1") ?? main;
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: false });
  }, [pathname, mainId]);
  return null;
}
