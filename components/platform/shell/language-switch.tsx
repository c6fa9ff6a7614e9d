"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/platform/client/api-client";
import { writeBrowserCookie } from "@/lib/platform/client/browser-cookies";
import { LOCALES, type Locale } from "@/lib/platform/i18n/config";
import { ShellIcon } from "./icons";
import styles from "@/components/platform/ui/native-field.module.css";
import { useLanguage } from "@/lib/platform/i18n/use-language";

/** Signed in, the choice is the user's stored preference; anonymous, a cookie. A native select. */
export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations("shell");
  const locale = useLanguage();
  const router = useRouter();
  // the choice shows at once; the page follows when the refresh brings the new language
  const [chosen, setChosen] = useState<{ from: string; to: Locale } | null>(null);
  const value = chosen?.from === locale ? chosen.to : locale;
  const change = async (language: Locale) => {
    setChosen({ from: locale, to: language });
    writeBrowserCookie("lang", language);
    if (signedIn) await api("/api/v1/user", { method: "PATCH", body: { language } });
    router.refresh();
  };
  return (
    <span className={`${styles.field} ${styles.withIcon}`} style={{ minWidth: 140 }}>
      <ShellIcon name="translate" className={styles.icon} />
      <select
        className={styles.select}
        aria-label={t("language")}
        value={value}
        onChange={(event) => void change(event.target.value as Locale)}
      >
        {LOCALES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
