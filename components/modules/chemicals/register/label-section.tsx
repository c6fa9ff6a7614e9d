import { Box, Typography } from "@mui/material";
import { PictogramImages } from "@/components/modules/admin/hazard-data/pictogram-images";
import { getTranslations } from "next-intl/server";
import { FactList } from "@/components/platform/ui/fact-list";
import { Section } from "@/components/platform/ui/section";
import type { ChemicalDto } from "@/lib/modules/admin/chemicals/dto";

type Statement = { code: string; statement: string };

function StatementList({ statements, label }: { statements: Statement[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
      {statements.map((statement) => (
        <li key={statement.code}>
          <strong>{statement.code}</strong> {statement.statement}
        </li>
      ))}
    </Box>
  );
}

/** The product's label: the real GHS pictograms, signal word, danger code and statements in the reader's language. */
export async function LabelSection({ product }: { product: ChemicalDto }) {
  const t = await getTranslations("chemicalRegister");
  const hazards = [...product.hazardStatements, ...product.euHazardStatements];
  return (
    <Section title={t("detail.label")}>
      <PictogramImages pictograms={product.pictograms} size={64} sx={{ mb: 1 }} />
      <FactList
        facts={[
          [t("detail.signalWord"), t(`signalWords.${product.signalWord}`)],
          [t("detail.dangerCode"), t(`dangerCodes.${product.dangerCode}`)],
        ]}
      />
      {hazards.length ? (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
            {t("detail.hazardStatements")}
          </Typography>
          <StatementList statements={hazards} label={t("detail.hazardStatements")} />
        </>
      ) : null}
      {product.precautionaryStatements.length ? (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
            {t("detail.precautionaryStatements")}
          </Typography>
          <StatementList statements={product.precautionaryStatements} label={t("detail.precautionaryStatements")} />
        </>
      ) : null}
    </Section>
  );
}
