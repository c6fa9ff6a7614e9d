"use client";
import { Alert, AlertTitle, Snackbar, useMediaQuery, useTheme } from "@mui/material";
import { useTranslations } from "next-intl";
import type { ToastRequest } from "@/lib/platform/client/events";

/** The toast on screen (MUI Snackbar); ToastProvider loads it after the page has become interactive. */
export function ToastView({ toast, onClose }: { toast: (ToastRequest & { id: number }) | null; onClose: () => void }) {
  const t = useTranslations();
  const detail = toast?.detailKey ? t(toast.detailKey) : toast?.detail;
  // the side menu's column from md up (shell.module.css: 280 px)
  const beside = useMediaQuery(useTheme().breakpoints.up("md"));
  return (
    <Snackbar
      key={toast?.id}
      open={!!toast}
      autoHideDuration={toast?.severity === "error" ? 8000 : 4000}
      onClose={(_event, reason) => reason !== "clickaway" && onClose()}
      // Where it covers nothing the person needs next. At the bottom of the page it covered the
      // rows a list had just gained and the pager, and at the top the page's title and its own
      // buttons (Edit, Versions) until it closed. From md up it sits at the foot of the side menu,
      // in the menu's width; on a phone, under the header.
      anchorOrigin={beside ? { vertical: "bottom", horizontal: "left" } : { vertical: "top", horizontal: "center" }}
      sx={beside ? { left: { md: 8 }, bottom: { md: 16 } } : { top: { xs: 64, sm: 72 } }}
    >
      {toast ? (
        <Alert
          severity={toast.severity}
          variant="filled"
          sx={{ width: beside ? 264 : "25rem", maxWidth: "calc(100vw - 2rem)" }}
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
