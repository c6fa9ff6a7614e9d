"use client";
import { Box, Chip, Stack, Typography } from "@mui/material";
import { PictogramImages } from "@/components/modules/admin/hazard-data/pictogram-images";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { api } from "@/lib/platform/client/api-client";

type Warnings = {
  pictograms: { code: string; name: string; imageUrl: string }[];
  signalWord: "NORMAL" | "WARNING" | "DANGER";
  dangerCode: "GREEN" | "YELLOW" | "RED";
};

/** The label the statements require (CLP Annex I), asked of the API as the statements change. */
export function LabelPreview({
  hazardStatements,
  euHazardStatements,
}: {
  hazardStatements: string[];
  euHazardStatements: string[];
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
  return (
    <Box role="status" aria-label={t("label.title")} sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t("label.title")}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <PictogramImages pictograms={warnings.pictograms} />
        {warnings.pictograms.length === 0 ? (
          <Typography color="text.secondary">{t("label.noPictograms")}</Typography>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap" }}>
        <Chip label={`${t("fields.signalWord")}: ${t(`signalWords.${warnings.signalWord}`)}`} />
        <Chip label={`${t("fields.derivedDangerCode")}: ${t(`dangerCodes.${warnings.dangerCode}`)}`} />
      </Stack>
    </Box>
  );
}
