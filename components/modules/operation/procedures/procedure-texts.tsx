import { Paper, Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { CONTENT_LANGUAGES } from "@/lib/modules/operation/procedures/choices";
import type { ProcedureDto } from "@/lib/modules/operation/procedures/dto";
import { ProcedureContent } from "./procedure-content";

/** The procedure's title and text in each language, or a line saying a language is missing. */
export async function ProcedureTexts({ procedure }: { procedure: ProcedureDto }) {
  const t = await getTranslations("procedures");
  return (
    <Stack spacing={2}>
      {CONTENT_LANGUAGES.map((language) => {
        const title = language === "en" ? procedure.titleEn : procedure.titleDa;
        const content = language === "en" ? procedure.contentEn : procedure.contentDa;
        const name = t(`languageNames.${language}`);
        return (
          <Paper key={language} variant="outlined" component="section" aria-label={name} sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="overline" component="p" color="text.secondary">
              {name}
            </Typography>
            {title ? (
              <div lang={language}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {title}
                </Typography>
                {content ? <ProcedureContent html={content} /> : null}
              </div>
            ) : (
              <Typography color="text.secondary">{t("detail.missingLanguage", { language: name })}</Typography>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
