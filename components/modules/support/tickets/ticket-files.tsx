"use client";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import CloseIcon from "@mui/icons-material/Close";
import { Box, Button, Chip, FormLabel, IconButton, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { CameraButton } from "@/components/platform/files/camera-button";
import type { KeptFile } from "@/components/modules/quick-actions/kept-file";

/**
 * The ticket's screenshots and files: a photo from the camera, or a screenshot or file from the
 * phone (the camera button alone would not reach a screenshot already taken). Pictures show as
 * thumbnails, other files by name.
 */
export function TicketFiles(props: {
  files: KeptFile[];
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  error?: string;
}) {
  const t = useTranslations("supportTickets.form");
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div>
      <FormLabel component="div" sx={{ mb: 1 }}>
        {t("files")}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mb: 1 }}>
        {props.files.map((file, index) =>
          file.dataUrl.startsWith("data:image/") ? (
            <Box key={index} sx={{ position: "relative" }}>
              {/* a data URL from the phone itself: next/image has nothing to optimise */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={file.dataUrl}
                alt={t("fileAlt", { number: index + 1 })}
                width={96}
                height={96}
                style={{ objectFit: "cover", borderRadius: 4 }}
              />
              <IconButton
                size="small"
                aria-label={t("removeFile", { number: index + 1 })}
                onClick={() => props.onRemove(index)}
                sx={{ position: "absolute", top: 0, right: 0, bgcolor: "background.paper" }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ) : (
            <Chip
              key={index}
              label={file.name}
              onDelete={() => props.onRemove(index)}
              deleteIcon={<CloseIcon aria-label={t("removeFile", { number: index + 1 })} />}
              sx={{ minHeight: 44 }}
            />
          ),
        )}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "flex-start" }}>
        <CameraButton label={t("takePhoto")} onPhotos={props.onAdd} />
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} sx={{ minHeight: 44 }}>
          {t("attach")}
          <input
            ref={picker}
            type="file"
            accept="image/*,application/pdf,.txt,.csv,.docx,.xlsx"
            multiple
            hidden
            name="files"
            onChange={(event) => {
              props.onAdd(Array.from(event.target.files ?? []));
              if (picker.current) picker.current.value = "";
            }}
          />
        </Button>
      </Stack>
      {props.error ? (
        <Box role="alert" sx={{ color: "error.main", fontSize: "0.8rem", mt: 0.5 }}>
          {props.error}
        </Box>
      ) : null}
    </div>
  );
}
