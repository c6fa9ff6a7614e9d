"use client";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { on, type ToastRequest } from "@/lib/platform/client/events";

type Toast = ToastRequest & { id: number };
type ToastApi = {
  /** `path`: the page a save is about to go to, where the toast belongs. */
  success: (detail: string, options?: { path?: string }) => void;
  error: (detail?: string) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

// the toast's code (MUI Snackbar and Alert) is fetched once the browser is idle, so that a toast
// about a lost connection can still show
const loadToastView = () => import("./toast-view");
const ToastView = dynamic(() => loadToastView().then((module) => module.ToastView), { ssr: false });

/**
 * One toast at a time: showing a new one replaces the earlier. A toast belongs to the page it was
 * shown on (or the page a save goes to) and closes when the person moves on to another.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [shown, setShown] = useState(false);
  const pathname = usePathname();
  const show = useCallback((request: ToastRequest) => {
    setShown(true);
    // a page is its path: the query of the page a save goes to (`?tab=members`) is not compared
    setToast({ ...request, path: (request.path ?? window.location.pathname).split(/[?#]/)[0], id: Date.now() });
  }, []);
  // the toast's own page may come after the page it was shown on (a save that then navigates)
  const reachedOwnPage = useRef<number | null>(null);
  useEffect(() => {
    if (!toast) return;
    if (pathname === toast.path) reachedOwnPage.current = toast.id;
    else if (reachedOwnPage.current === toast.id) setToast(null);
  }, [pathname, toast]);
  useEffect(() => on("toast", show), [show]);
  useEffect(() => {
    const preload = () => void loadToastView();
    if (!("requestIdleCallback" in window)) {
      const timer = setTimeout(preload, 2000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (detail, options) => show({ severity: "success", detail, path: options?.path }),
      error: (detail) => show({ severity: "error", detail }),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      {shown ? <ToastView toast={toast} onClose={() => setToast(null)} /> : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider");
  return api;
}
