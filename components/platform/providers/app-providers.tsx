"use client";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { useRouter } from "next/navigation";
import { Suspense, useEffect, type ReactNode } from "react";
import { LoadingBar } from "@/components/platform/feedback/loading-bar";
import { ToastProvider } from "@/components/platform/feedback/toast-provider";
import { writeBrowserCookie } from "@/lib/platform/client/browser-cookies";
import { on } from "@/lib/platform/client/events";
import { PhoneProvider } from "./device";
import { themeFor } from "./theme";
import { useLanguage } from "@/lib/platform/i18n/use-language";

/** A Content-Language from the server that differs from the page's switches the interface. */
function LanguageFollower() {
  const router = useRouter();
  useEffect(
    () =>
      on("language-changed", (language) => {
        writeBrowserCookie("lang", language);
        router.refresh();
      }),
    [router],
  );
  return null;
}

export function AppProviders({ children, nonce, phone }: { children: ReactNode; nonce?: string; phone: boolean }) {
  const locale = useLanguage();
  return (
    <AppRouterCacheProvider options={{ key: "css", nonce }}>
      <ThemeProvider theme={themeFor(locale)}>
        <CssBaseline />
        <ToastProvider>
          <Suspense fallback={null}>
            <LoadingBar />
          </Suspense>
          <LanguageFollower />
          <PhoneProvider phone={phone}>{children}</PhoneProvider>
        </ToastProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
