"use client";
import TranslateIcon from "@mui/icons-material/Translate";
import { InputAdornment, MenuItem, TextField } from "@mui/material";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { api } from "@/lib/platform/client/api-client";
import { writeBrowserCookie } from "@/lib/platform/client/browser-cookies";
import { LOCALES, type Locale } from "@/lib/platform/i18n/config";

/** Signed in, the choice is the user's stored preference; anonymous, a cookie. */
export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  const t = useTranslations("shell");
  const locale = useLocale();
  const router = useRouter();
  const change = async (language: Locale) => {
    writeBrowserCookie("lang", language);
    if (signedIn) await api("/api/v1/user", { method: "PATCH", body: { language } });
    router.refresh();
  };
  return (
    <TextField
      select
      size="small"
      value={locale}
      onChange={(event) => void change(event.target.value as Locale)}
      slotProps={{
        select: { inputProps: { "aria-label": t("language") } },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <TranslateIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 140 }}
    >
      {LOCALES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {t(`languages.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
