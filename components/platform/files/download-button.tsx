"use client";
import DownloadIcon from "@mui/icons-material/Download";
import { IconButton, Tooltip } from "@mui/material";
import { useTranslations } from "next-intl";

/** Downloads a stored file (the server sends it as an attachment under its own name). */
export function DownloadButton({
  organizationId,
  fileId,
  name,
}: {
  organizationId: string;
  fileId: string;
  name: string;
}) {
  const t = useTranslations("files");
  return (
    <Tooltip title={t("download")}>
      <IconButton
        component="a"
        href={`/api/v1/organizations/${organizationId}/files/${fileId}/raw`}
        download
        aria-label={`${t("download")} ${name}`}
      >
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}
