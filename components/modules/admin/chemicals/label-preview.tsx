"use client";
import CheckIcon from "@mui/icons-material/Check";
import AddIcon from "@mui/icons-material/Add";
import { Alert, Box, Chip, Stack, Typography } from "@mui/material";
import { PictogramImages } from "@/components/modules/admin/hazard-data/pictogram-images";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { api } from "@/lib/platform/client/api-client";

type Statement = { code: string; statement: string };

type Warnings = {
  pictograms: { code: string; name: string; imageUrl: string }[];
  signalWord: "NORMAL" | "WARNING" | "DANGER";
  dangerCode: "GREEN" | "YELLOW" | "RED";
  precautionaryStatements: Statement[];
  precautionaryGaps: { code: string; reason: "NO_TABLE" | "PARTLY_READ" }[];
  precautionaryDoubts: { code: string; doubt: string }[];
};

/**
 * The label the statements require (CLP Annex I), asked of the API as the statements change: the
 * pictograms, the signal word, the danger code, and the precautionary statements to choose from,
 * each added to the product with one press.
 */
export function LabelPreview({
  hazardStatements,
  euHazardStatements,
  chosen,
  onChoose,
}: {
  hazardStatements: string[];
  euHazardStatements: string[];
  /** the product's precautionary statements */
  chosen: string[];
  onChoose: (code: string) => void;
}) {
  const t = useTranslations("chemicals");
  const [warnings, setWarnings] = useState<Warnings | null>(null);
  const key = `${hazardStatements.join(",")}|${euHazardStatements.join(",")}`;
  useEffect(() => {
    const timer = setTimeout(() => {
      const [h, euh] = key.split("|");
      void api<Warnings>("/api/v1/chemicals/warnings", {
        query: { hazard_statement_ids: h, eu_hazard_statement_ids: euh },
        quiet: true,
      })
        .then(setWarnings)
        .catch(() => {});
    }, 200);
    return () => clearTimeout(timer);
  }, [key]);
  if (!warnings) return null;
  const gaps = (reason: "NO_TABLE" | "PARTLY_READ") =>
    warnings.precautionaryGaps.filter((gap) => gap.reason === reason).map((gap) => gap.code);
  const noTable = gaps("NO_TABLE");
  const partlyRead = gaps("PARTLY_READ");
  return (
    <Box role="status" aria-label={t("label.title")} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t("label.title")}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <PictogramImages pictograms={warnings.pictograms} />
        {warnings.pictograms.length === 0 ? (
          <Typography color="text.secondary">{t("label.noPictograms")}</Typography>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: "wrap" }}>
        <Chip label={`${t("fields.signalWord")}: ${t(`signalWords.${warnings.signalWord}`)}`} />
        <Chip label={`${t("fields.derivedDangerCode")}: ${t(`dangerCodes.${warnings.dangerCode}`)}`} />
      </Stack>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, fontWeight: 600 }}>
        {t("label.precautionary")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {warnings.precautionaryStatements.length ? t("label.precautionaryHelp") : t("label.noPrecautionary")}
      </Typography>
      <Box component="ul" sx={{ display: "flex", flexWrap: "wrap", gap: 1, m: 0, p: 0, listStyle: "none" }}>
        {warnings.precautionaryStatements.map(({ code, statement }) => {
          const isChosen = chosen.includes(code);
          return (
            <li key={code}>
              <Chip
                label={code}
                title={statement}
                icon={isChosen ? <CheckIcon /> : <AddIcon />}
                color={isChosen ? "primary" : "default"}
                variant={isChosen ? "filled" : "outlined"}
                aria-label={t(isChosen ? "label.chosenStatement" : "label.addStatement", { code, statement })}
                aria-disabled={isChosen}
                onClick={isChosen ? undefined : () => onChoose(code)}
              />
            </li>
          );
        })}
      </Box>
      {noTable.length ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t("label.gapNoTable", { codes: noTable.join(", ") })}
        </Alert>
      ) : null}
      {warnings.precautionaryDoubts.map(({ code, doubt }) => (
        <Alert key={code} severity="warning" sx={{ mt: 1 }}>
          {t("label.doubt", { code, doubt })}
        </Alert>
      ))}
      {partlyRead.length ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t("label.gapPartlyRead", { codes: partlyRead.join(", ") })}
        </Alert>
      ) : null}
    </Box>
  );
}
