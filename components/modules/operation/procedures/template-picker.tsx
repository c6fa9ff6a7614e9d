"use client";
import { Button, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { ProcedureDto } from "@/lib/modules/operation/procedures/dto";

type TemplateOption = { id: string; label: string };

/**
 * "New procedure from a template": copies the chosen template into a new procedure of the
 * organization and opens it for editing; the copy does not follow later changes of the template.
 */
export function TemplatePicker({ organizationId, templates }: { organizationId: string; templates: TemplateOption[] }) {
  const t = useTranslations("procedures.form");
  const router = useRouter();
  const [chosen, setChosen] = useState("");
  const [busy, setBusy] = useState(false);
  if (templates.length === 0) return null;

  const copy = async () => {
    setBusy(true);
    try {
      const procedure = await api<ProcedureDto>(`/api/v1/procedures/from-template/${chosen}`, {
        method: "POST",
        body: { organizationId },
      });
      announceRecordChange("procedure");
      router.push(`/operation/procedures/${procedure.id}/edit`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="from-template" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id="from-template">
          {t("fromTemplate")}
        </Typography>
        <Typography color="text.secondary">{t("fromTemplateHelp")}</Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
          <TextField
            select
            size="small"
            label={t("template")}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ flex: 1, minWidth: { sm: 320 } }}
          >
            {templates.map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={copy} disabled={!chosen || busy}>
            {t("useTemplate")}
          </Button>
        </Stack>
        <Typography color="text.secondary">{t("orBlank")}</Typography>
      </Stack>
    </Paper>
  );
}
