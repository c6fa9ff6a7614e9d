"use client";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { emit } from "@/lib/platform/client/events";
import type { WasteTypeDto } from "@/lib/modules/admin/waste-types/dto";

/** A waste type as the admin grid shows it. */
export type WasteTypeRow = {
  id: string;
  code: string;
  hazardous: boolean;
  name: string;
  nameDa: string | null;
  synonyms: { en: string[]; da: string[] };
  lastModifiedDate: string;
};

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A type's Danish title and its synonyms in both languages (one per line). Saved in two steps, the
 * title and then the synonyms, each guarded by the type's last change.
 */
export function WasteTypeDialog({ wasteType, onClose }: { wasteType: WasteTypeRow; onClose: () => void }) {
  const t = useTranslations("wasteTypes.edit");
  const tForms = useTranslations("forms");
  const router = useRouter();
  const [nameDa, setNameDa] = useState(wasteType.nameDa ?? "");
  const [en, setEn] = useState(wasteType.synonyms.en.join("\n"));
  const [da, setDa] = useState(wasteType.synonyms.da.join("\n"));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setErrors({});
    const path = `/api/v1/waste-types/${wasteType.id}`;
    try {
      const named = await api<WasteTypeDto>(path, {
        method: "PUT",
        body: { nameDa, lastModifiedDate: wasteType.lastModifiedDate },
      });
      await api<WasteTypeDto>(`${path}/synonyms`, {
        method: "PUT",
        body: { en: lines(en), da: lines(da), lastModifiedDate: new Date(named.lastModifiedDate).toISOString() },
      });
      announceRecordChange("waste-type");
      emit("toast", { severity: "success", detail: t("saved", { code: wasteType.code }) });
      onClose();
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setErrors(error.status === 409 ? { _: tForms("stale") } : error.fields);
    } finally {
      setSaving(false);
    }
  };

  const fieldError = (prefix: string) =>
    Object.entries(errors).find(([field]) => field === prefix || field.startsWith(`${prefix}.`))?.[1];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="waste-type-dialog-title">
      <DialogTitle id="waste-type-dialog-title">{t("title", { code: wasteType.code })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors._ ? (
            <Alert severity="warning" role="alert">
              {errors._}
            </Alert>
          ) : null}
          <TextField label={t("nameEn")} value={wasteType.name} slotProps={{ input: { readOnly: true } }} fullWidth />
          <TextField
            label={t("nameDa")}
            value={nameDa}
            onChange={(event) => setNameDa(event.target.value)}
            error={!!errors.nameDa}
            helperText={errors.nameDa ?? t("nameDaHelp")}
            fullWidth
          />
          <TextField
            label={t("synonymsEn")}
            value={en}
            onChange={(event) => setEn(event.target.value)}
            multiline
            minRows={2}
            error={!!fieldError("en")}
            helperText={fieldError("en") ?? t("synonymsHelp")}
            fullWidth
          />
          <TextField
            label={t("synonymsDa")}
            value={da}
            onChange={(event) => setDa(event.target.value)}
            multiline
            minRows={2}
            error={!!fieldError("da")}
            helperText={fieldError("da") ?? t("synonymsHelp")}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("cancel")}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {t("save")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
