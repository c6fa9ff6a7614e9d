"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { on } from "@/lib/platform/client/events";
import styles from "./loading-bar.module.css";

const DEBOUNCE_MS = 100;

function isInternalNavigation(event: MouseEvent): boolean {
  const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return false;
  const url = new URL(anchor.href, window.location.href);
  return (
    url.origin === window.location.origin &&
    `${url.pathname}${url.search}` !== `${window.location.pathname}${window.location.search}`
  );
}

/**
 * The global loading bar: shown while any API request or navigation has run longer than 100 ms,
 * hidden when all have finished or failed.
 */
export function LoadingBar() {
  const t = useTranslations("_global");
  const [visible, setVisible] = useState(false);
  const pending = useRef(0);
  const navigating = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pathname = usePathname();
  const searchParams = useSearchParams();

  const refresh = useRef(() => {
    const busy = pending.current > 0 || navigating.current;
    if (busy && !timer.current) timer.current = setTimeout(() => setVisible(true), DEBOUNCE_MS);
    if (!busy) {
      clearTimeout(timer.current);
      timer.current = undefined;
      setVisible(false);
    }
  });

  useEffect(() => {
    const update = refresh.current;
    const offStart = on("request-start", () => {
      pending.current += 1;
      update();
    });
    const offEnd = on("request-end", () => {
      pending.current = Math.max(0, pending.current - 1);
      update();
    });
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event)) return;
      navigating.current = true;
      update();
    };
    document.addEventListener("click", onClick, true);
    return () => {
      offStart();
      offEnd();
      document.removeEventListener("click", onClick, true);
    };
  }, []);

  useEffect(() => {
    navigating.current = false;
    refresh.current();
  }, [pathname, searchParams]);

  return (
    <div
      role="progressbar"
      aria-label={t("loading")}
      aria-hidden={!visible}
      className={styles.bar}
      data-testid="loading-bar"
      data-visible={visible}
    />
  );
}
