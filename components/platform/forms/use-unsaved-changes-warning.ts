"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";

/** Marks the extra history entry that stands between a dirty form and the browser's Back button. */
const GUARD = "ehsUnsavedGuard";

/**
 * Asks before leaving a form with unsaved changes: on reload/close, on in-app links and on the
 * browser's Back button. Back cannot be cancelled, so while the form is dirty an extra history
 * entry for the same address sits on top: Back lands on the form's own entry (nothing changes on
 * screen), and only when the person confirms does the page go back once more. A save that moves
 * on replaces the guard entry (see `onGuardEntry`), so Back afterwards needs no extra press.
 */
/** True while the guard entry is the current one: a navigation after a save should replace it. */
export const onGuardEntry = () => !!window.history.state?.[GUARD];

export function useUnsavedChangesWarning(dirty: boolean) {
  const t = useTranslations("forms");
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      if (!window.confirm(t("unsavedChanges"))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const pushGuard = () =>
      window.history.pushState({ ...window.history.state, [GUARD]: true }, "", window.location.href);
    // a form that was dirty before (a failed save) is still on its guard entry
    if (!window.history.state?.[GUARD]) pushGuard();
    let leaving = false;
    const onPopState = () => {
      if (leaving || window.history.state?.[GUARD]) return;
      if (window.confirm(t("unsavedChanges"))) {
        leaving = true;
        window.history.back();
      } else {
        pushGuard();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    window.addEventListener("popstate", onPopState);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, t]);
}
