import { Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { FactList } from "@/components/platform/ui/fact-list";
import { reviewFact } from "@/components/platform/ui/review-fact";
import type { OwnDocumentDto } from "@/lib/modules/documents/own-documents/dto";

/** Category, owner, version, validity, review and ISO clause of an own document, in words. */
export async function OwnDocumentFacts({ document }: { document: OwnDocumentDto }) {
  const t = await getTranslations("ownDocuments.detail");
  const tCategories = await getTranslations("ownDocuments.categories");
  const tScope = await getTranslations("scope");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : "");
  const standards = document.isoStandards.map((code) => tScope(`isoStandards.${code}`)).join(", ");
  const clause = document.isoClause ? t("clause", { clause: document.isoClause }) : "";
  const facts: [string, string][] = [
    [t("category"), tCategories(document.category)],
    [t("owner"), document.owner?.name ?? t("none")],
    [t("version"), document.versionLabel ?? t("none")],
    [t("validFrom"), document.validFrom ? day(document.validFrom) : t("none")],
    [t("review"), await reviewFact(document, "ownDocuments.detail")],
    [t("iso"), [standards, clause].filter(Boolean).join(", ") || t("none")],
  ];
  return (
    <Section title={t("facts")}>
      <FactList facts={facts} />
      {document.description ? (
        <Typography sx={{ whiteSpace: "pre-line", mt: 1 }} aria-label={t("description")}>
          {document.description}
        </Typography>
      ) : null}
    </Section>
  );
}
