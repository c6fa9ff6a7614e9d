import { Box, Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { LinkButton } from "@/components/platform/ui/link-button";
import type { ProcedureDto } from "@/lib/modules/operation/procedures/dto";

/** Owner, review, standards and publication of a procedure, in words, with its public links. */
export async function ProcedureFacts({ procedure }: { procedure: ProcedureDto }) {
  const t = await getTranslations("procedures");
  const tScope = await getTranslations("scope");
  const tPeople = await getTranslations("people");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : "");
  const review = procedure.reviewRecurrence
    ? t(procedure.nextReviewDate ? "detail.reviewValue" : "detail.reviewNoDate", {
        recurrence: tPeople(`frequency.${procedure.reviewRecurrence}`),
        date: day(procedure.nextReviewDate),
      })
    : t("detail.none");
  const standards = [
    procedure.isoStandards.map((code) => tScope(`isoStandards.${code}`)).join(", "),
    procedure.isoClause,
  ]
    .filter(Boolean)
    .join(", ");
  const facts: [string, string][] = [
    [t("detail.owner"), procedure.owner?.name ?? t("detail.none")],
    [t("detail.review"), review],
    [t("detail.standards"), standards || t("detail.none")],
    [t("columns.languages"), procedure.languages.map((language) => t(`languageNames.${language}`)).join(", ")],
  ];
  const isPublic = procedure.published && !procedure.archivedDate;
  return (
    <Section title={t("detail.facts")}>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" }, columnGap: 3, my: 2 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, mb: 1 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {procedure.templateId ? <Typography sx={{ mb: 1 }}>{t("detail.fromTemplate")}</Typography> : null}
      <Typography data-testid="procedure-publication" sx={{ mb: isPublic ? 1 : 0 }}>
        {isPublic ? t("detail.published") : t("detail.notPublished")}
      </Typography>
      {isPublic ? (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          {procedure.languages.map((language) => (
            <LinkButton
              key={language}
              href={`/operation/procedures/${procedure.id}/public?language_alpha2=${language}`}
              variant="outlined"
            >
              {t("detail.publicLink", { language: t(`languageNames.${language}`) })}
            </LinkButton>
          ))}
        </Stack>
      ) : null}
    </Section>
  );
}
