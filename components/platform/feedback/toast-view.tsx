"use client";
import { Alert, AlertTitle, Snackbar } from "@mui/material";
import { useTranslations } from "next-intl";
import type { ToastRequest } from "@/lib/platform/client/events";

/** The toast on screen (MUI Snackbar); ToastProvider loads it after the page has become interactive. */
export function ToastView({ toast, onClose }: { toast: (ToastRequest & { id: number }) | null; onClose: () => void }) {
  const t = useTranslations();
  const detail = toast?.detailKey ? t(toast.detailKey) : toast?.detail;
  return (
    <Snackbar
      key={toast?.id}
      open={!!toast}
      autoHideDuration={toast?.severity === "error" ? 8000 : 4000}
      onClose={(_event, reason) => reason !== "clickaway" && onClose()}
      // top right, below the header: at the bottom it covered the rows a list had just gained and
      // the pager; the top of a page holds its title, not its content
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      sx={{ top: { xs: 64, sm: 72 } }}
    >
      {toast ? (
        <Alert
          severity={toast.severity}
          variant="filled"
          sx={{ width: "25rem", maxWidth: "calc(100vw - 2rem)" }}
          onClose={onClose}
          role={toast.severity === "error" ? "alert" : "status"}
        >
          <AlertTitle>{t(toast.severity === "success" ? "_global.success.title" : "_global.error.title")}</AlertTitle>
          {detail ?? (toast.severity === "error" ? t("_global.error.unknown") : null)}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
