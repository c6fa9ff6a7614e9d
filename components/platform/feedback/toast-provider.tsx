"use client";
import { Alert, AlertTitle, Snackbar } from "@mui/material";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { on, type ToastRequest } from "@/lib/platform/client/events";

type Toast = ToastRequest & { id: number };
type ToastApi = { success: (detail: string) => void; error: (detail?: string) => void };

const ToastContext = createContext<ToastApi | null>(null);

/** One toast at a time: showing a new one replaces the earlier. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((request: ToastRequest) => setToast({ ...request, id: Date.now() }), []);
  useEffect(() => on("toast", show), [show]);
  const api = useMemo<ToastApi>(
    () => ({
      success: (detail) => show({ severity: "success", detail }),
      error: (detail) => show({ severity: "error", detail }),
    }),
    [show],
  );
  const detail = toast?.detailKey ? t(toast.detailKey) : toast?.detail;
  const close = () => setToast(null);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={toast?.id}
        open={!!toast}
        autoHideDuration={toast?.severity === "error" ? 8000 : 4000}
        onClose={(_event, reason) => reason !== "clickaway" && close()}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        {toast ? (
          <Alert
            severity={toast.severity}
            variant="filled"
            sx={{ width: "25rem", maxWidth: "calc(100vw - 2rem)" }}
            onClose={close}
            role={toast.severity === "error" ? "alert" : "status"}
          >
            <AlertTitle>{t(toast.severity === "success" ? "_global.success.title" : "_global.error.title")}</AlertTitle>
            {detail ?? (toast.severity === "error" ? t("_global.error.unknown") : null)}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider");
  return api;
}
