"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { PlainButton } from "@/components/platform/ui/plain-button";
import { useDialogOnDemand } from "@/components/platform/ui/use-dialog-on-demand";
import { REMOVAL_TEXTS, type RemovalKind } from "./removal-texts";

// The button is drawn without MUI's code, and the dialog (MUI's modal, backdrop and transitions)
// is code most visitors of a detail page never open: it loads when the pointer or the focus
// reaches the button, and at the latest on the click.
const loadDialog = () => import("./removal-dialog");
const RemovalDialog = dynamic(() => loadDialog().then((module) => module.RemovalDialog), { ssr: false });

/** Archives, removes or deletes a record after a confirmation (see `RemovalDialog`). */
export function RemovalButton(props: { kind: RemovalKind; path: string; name: string; afterHref?: string }) {
  const t = useTranslations("removal");
  const dialog = useDialogOnDemand(loadDialog);
  const label = t(REMOVAL_TEXTS[props.kind].button);

  return (
    <>
      <PlainButton
        variant="outlined"
        size={props.afterHref ? "medium" : "small"}
        color="error"
        {...dialog.buttonProps}
        aria-label={`${label}: ${props.name}`}
      >
        {label}
      </PlainButton>
      {dialog.mounted ? <RemovalDialog {...props} open={dialog.open} onClose={dialog.close} /> : null}
    </>
  );
}
