"use client";
import DeleteIcon from "@mui/icons-material/Delete";
import { Button, IconButton, List, ListItem, ListItemText, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, type Control } from "react-hook-form";
import { uploadCatalogueFile } from "@/lib/platform/client/upload";

type FileEntry = { id: string; name: string };

/**
 * The files an act lists: each uploads at once to the catalogue's files endpoint and joins the
 * form's `fileIds`; removing one takes it off the act when the form is saved.
 */
export function CatalogueFiles({
  control,
  initial,
}: {
  control: Control<{ fileIds: string[] }>;
  initial: FileEntry[];
}) {
  const t = useTranslations("legislation.files");
  const [names, setNames] = useState<Record<string, string>>(
    Object.fromEntries(initial.map((file) => [file.id, file.name])),
  );
  const [busy, setBusy] = useState(false);
  return (
    <Controller
      control={control}
      name="fileIds"
      render={({ field }) => {
        const ids: string[] = field.value ?? [];
        return (
          <div>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t("title")}
            </Typography>
            {ids.length === 0 ? <Typography color="text.secondary">{t("none")}</Typography> : null}
            <List dense>
              {ids.map((id) => (
                <ListItem
                  key={id}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t("remove", { name: names[id] ?? "" })}
                      onClick={() => field.onChange(ids.filter((other) => other !== id))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={
                      initial.some((file) => file.id === id) ? (
                        <a href={`/api/v1/legislations/files/${id}/raw`}>{names[id]}</a>
                      ) : (
                        names[id]
                      )
                    }
                  />
                </ListItem>
              ))}
            </List>
            <Button component="label" variant="outlined" disabled={busy}>
              {t("add")}
              <input
                type="file"
                hidden
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  event.target.value = "";
                  if (!file) return;
                  setBusy(true);
                  try {
                    const uploaded = await uploadCatalogueFile("/api/v1/legislations/files", file);
                    setNames((current) => ({ ...current, [uploaded.id]: uploaded.name }));
                    field.onChange([...ids, uploaded.id]);
                  } catch {
                    // the upload said why in a toast
                  } finally {
                    setBusy(false);
                  }
                }}
              />
            </Button>
          </div>
        );
      }}
    />
  );
}
