"use client";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import CloseIcon from "@mui/icons-material/Close";
import { Box, Button, Chip, FormLabel, IconButton, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { CameraButton } from "@/components/platform/files/camera-button";
import { isPicture, keepFile, type KeptFile } from "./kept-file";

/**
 * The photos (and, with `files`, other files) of a draft: the camera on a phone, or a file from the
 * phone; pictures show as thumbnails, other files by name. What is chosen is kept with the draft.
 */
export function KeptFilesField(props: {
  label: string;
  value: KeptFile[];
  onChange: (files: KeptFile[]) => void;
  /** Other files than pictures may be chosen (a PDF). */
  files?: boolean;
  /** One file at most: a new one replaces it. */
  single?: boolean;
  error?: string;
}) {
  const t = useTranslations("quickActions.files");
  const picker = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);

  const add = async (chosen: File[]) => {
    const kept = await Promise.all(chosen.map(keepFile));
    const refused = chosen.find((_, index) => !kept[index]);
    setTooLarge(refused ? t("tooLarge", { name: refused.name }) : null);
    const added = kept.filter((file): file is KeptFile => file !== null);
    if (added.length) props.onChange(props.single ? added.slice(-1) : [...props.value, ...added]);
    if (picker.current) picker.current.value = "";
  };
  const remove = (index: number) => props.onChange(props.value.filter((_, at) => at !== index));

  return (
    <div>
      <FormLabel component="div" sx={{ mb: 1 }}>
        {props.label}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mb: 1 }}>
        {props.value.map((file, index) =>
          isPicture(file) ? (
            <Box key={index} sx={{ position: "relative" }}>
              {/* a data URL from the phone itself: next/image has nothing to optimise */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={file.dataUrl}
                alt={t("photoAlt", { number: index + 1 })}
                width={96}
                height={96}
                style={{ objectFit: "cover", borderRadius: 4 }}
              />
              <IconButton
                size="small"
                aria-label={t("remove", { name: file.name })}
                onClick={() => remove(index)}
                sx={{ position: "absolute", top: 0, right: 0, bgcolor: "background.paper" }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ) : (
            <Chip
              key={index}
              label={file.name}
              onDelete={() => remove(index)}
              deleteIcon={<CloseIcon aria-label={t("remove", { name: file.name })} />}
              sx={{ minHeight: 44 }}
            />
          ),
        )}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "flex-start" }}>
        <CameraButton label={t("takePhoto")} onPhotos={(files) => void add(files)} />
        {props.files ? (
          <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} sx={{ minHeight: 44 }}>
            {t("chooseFile")}
            <input
              ref={picker}
              type="file"
              accept="image/*,application/pdf,.txt,.csv,.docx,.xlsx"
              hidden
              aria-label={t("chooseFile")}
              onChange={(event) => void add(Array.from(event.target.files ?? []))}
            />
          </Button>
        ) : null}
      </Stack>
      {props.error || tooLarge ? (
        <Box role="alert" sx={{ color: "error.main", fontSize: "0.8rem", mt: 0.5 }}>
          {props.error ?? tooLarge}
        </Box>
      ) : null}
    </div>
  );
}
