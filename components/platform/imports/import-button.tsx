"use client";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { PlainButton } from "@/components/platform/ui/plain-button";
import { useDialogOnDemand } from "@/components/platform/ui/use-dialog-on-demand";
import type { ImportProps } from "./import-dialog";

// The dialog (file choice, preview table, mapping, progress) loads when the pointer or the focus
// reaches the button, and at the latest on the click: a list screen does not carry it for everyone.
const loadDialog = () => import("./import-dialog");
const ImportDialog = dynamic(() => loadDialog().then((module) => module.ImportDialog), { ssr: false });

/** A list's import: the button, and the import step of `ImportDialog` behind it. */
export function ImportButton(props: ImportProps) {
  const own = useTranslations(props.messages ?? "importExport.import");
  const dialog = useDialogOnDemand(loadDialog);
  return (
    <>
      <PlainButton variant="outlined" startIcon={<UploadFileIcon />} {...dialog.buttonProps}>
        {own("button")}
      </PlainButton>
      {dialog.mounted ? <ImportDialog {...props} open={dialog.open} onClose={dialog.close} /> : null}
    </>
  );
}
