import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AppProviders } from "@/components/platform/providers/app-providers";
import { layoutMessages } from "@/components/platform/providers/client-messages";
import { IntlProvider } from "@/components/platform/providers/intl-provider";
import { isPhoneRequest } from "@/lib/platform/http/device";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("_global");
  return { title: { default: t("appName"), template: `%s · ${t("appName")}` }, icons: { icon: "/icon.svg" } };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#00796b" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, messages, timeZone, requestHeaders, phone] = await Promise.all([
    getLocale(),
    layoutMessages(),
    getTimeZone(),
    headers(),
    isPhoneRequest(),
  ]);
  return (
    <html lang={locale}>
      <body>
        <IntlProvider locale={locale} timeZone={timeZone} messages={messages}>
          <AppProviders nonce={requestHeaders.get("x-nonce") ?? undefined} phone={phone}>
            {children}
          </AppProviders>
        </IntlProvider>
      </body>
    </html>
  );
}
