"use client";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import DeleteIcon from "@mui/icons-material/Delete";
import RestoreIcon from "@mui/icons-material/RestoreFromTrash";
import SwapIcon from "@mui/icons-material/SwapHoriz";
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import type { DocumentEntry } from "@/lib/platform/client/documents";
import { DownloadButton } from "./download-button";
import { DateInput } from "@/components/platform/forms/date-input";

type Props = {
  organizationId: string;
  entries: DocumentEntry[];
  onChange: (entries: DocumentEntry[]) => void;
  /** Upload progress per entry key (0–1) while saving. */
  progress?: Record<string, number>;
  label?: string;
};

/**
 * THE document list: add, replace, rename, date, describe and delete files. Nothing is sent until
 * the surrounding form saves (see saveDocuments); then each entry shows its upload progress. Screens
 * that only show documents use ReadOnlyDocuments.
 */
export function DocumentList({ organizationId, entries, onChange, progress = {}, label }: Props) {
  const t = useTranslations("files");
  const addInput = useRef<HTMLInputElement>(null);
  const update = (key: string, patch: Partial<DocumentEntry>) =>
    onChange(entries.map((entry) => (entry.key === key ? { ...entry, ...patch, changed: true } : entry)));

  return (
    <Box role="group" aria-label={label ?? t("title")}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="subtitle1" component="h2">
          {label ?? t("title")}
        </Typography>
        <Button startIcon={<AttachFileIcon />} onClick={() => addInput.current?.click()}>
          {t("add")}
        </Button>
        <input
          ref={addInput}
          type="file"
          multiple
          hidden
          aria-label={t("add")}
          data-testid="document-add-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            onChange([
              ...entries,
              ...files.map((file) => ({
                key: `new-${crypto.randomUUID()}`,
                name: file.name,
                description: "",
                date: null,
                deleted: false,
                file,
                changed: true,
              })),
            ]);
            event.target.value = "";
          }}
        />
      </Stack>
      {entries.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t("emptyHint")}
        </Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((entry) => (
            <ListItem
              key={entry.key}
              divider
              sx={{ display: "block", opacity: entry.deleted ? 0.5 : 1, px: 0 }}
              data-document={entry.name}
            >
              <Stack direction={{ xs: "column", md: "row" }} spacing={1} sx={{ alignItems: { md: "center" }, py: 1 }}>
                <TextField
                  size="small"
                  label={t("name")}
                  value={entry.name}
                  disabled={entry.deleted}
                  onChange={(event) => update(entry.key, { name: event.target.value })}
                  sx={{ flex: 2 }}
                />
                <DateInput
                  size="small"
                  label={t("date")}
                  value={entry.date}
                  disabled={entry.deleted}
                  onChange={(date) => update(entry.key, { date })}
                />
                <TextField
                  size="small"
                  label={t("description")}
                  value={entry.description}
                  disabled={entry.deleted}
                  onChange={(event) => update(entry.key, { description: event.target.value })}
                  sx={{ flex: 2 }}
                />
                <Stack direction="row">
                  {entry.id ? (
                    <DownloadButton organizationId={organizationId} fileId={entry.id} name={entry.name} />
                  ) : null}
                  {entry.id ? (
                    <Tooltip title={t("replace")}>
                      <IconButton
                        component="label"
                        aria-label={`${t("replace")} ${entry.name}`}
                        disabled={entry.deleted}
                      >
                        <SwapIcon />
                        <input
                          type="file"
                          hidden
                          data-testid={`document-replace-${entry.name}`}
                          onChange={(event) => {
                            const file = event.target.files?.[0];
                            if (file) update(entry.key, { file, name: file.name });
                          }}
                        />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                  <Tooltip title={entry.deleted ? t("restore") : t("delete")}>
                    <IconButton
                      aria-label={`${entry.deleted ? t("restore") : t("delete")} ${entry.name}`}
                      onClick={() => update(entry.key, { deleted: !entry.deleted })}
                    >
                      {entry.deleted ? <RestoreIcon /> : <DeleteIcon />}
                    </IconButton>
                  </Tooltip>
                </Stack>
              </Stack>
              {entry.file ? (
                <Typography variant="caption" color="text.secondary">
                  {entry.id ? t("willReplace", { name: entry.file.name }) : t("willUpload")}
                </Typography>
              ) : null}
              {progress[entry.key] !== undefined ? (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(progress[entry.key] * 100)}
                  aria-label={t("uploading", { name: entry.name })}
                />
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
