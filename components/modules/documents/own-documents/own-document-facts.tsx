import { Box, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import type { OwnDocumentDto } from "@/lib/modules/documents/own-documents/dto";

/** Category, owner, version, validity, review and ISO clause of an own document, in words. */
export async function OwnDocumentFacts({ document }: { document: OwnDocumentDto }) {
  const t = await getTranslations("ownDocuments.detail");
  const tCategories = await getTranslations("ownDocuments.categories");
  const tScope = await getTranslations("scope");
  const tPeople = await getTranslations("people");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : "");
  const review = document.reviewRecurrence
    ? t(document.nextReviewDate ? "reviewValue" : "reviewNoDate", {
        recurrence: tPeople(`frequency.${document.reviewRecurrence}`),
        date: day(document.nextReviewDate),
      })
    : document.nextReviewDate
      ? day(document.nextReviewDate)
      : t("none");
  const standards = document.isoStandards.map((code) => tScope(`isoStandards.${code}`)).join(", ");
  const clause = document.isoClause ? t("clause", { clause: document.isoClause }) : "";
  const facts: [string, string][] = [
    [t("category"), tCategories(document.category)],
    [t("owner"), document.owner?.name ?? t("none")],
    [t("version"), document.versionLabel ?? t("none")],
    [t("validFrom"), document.validFrom ? day(document.validFrom) : t("none")],
    [t("review"), review],
    [t("iso"), [standards, clause].filter(Boolean).join(", ") || t("none")],
  ];
  return (
    <Section title={t("facts")}>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" }, columnGap: 3, my: 0 }}
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
      {document.description ? (
        <Typography sx={{ whiteSpace: "pre-line", mt: 1 }} aria-label={t("description")}>
          {document.description}
        </Typography>
      ) : null}
    </Section>
  );
}
