"use client";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { REMOVAL_TEXTS, type RemovalKind } from "./removal-texts";

type Props = {
  kind: RemovalKind;
  path: string;
  name: string;
  afterHref?: string;
  open: boolean;
  onClose: () => void;
};

/**
 * The confirmation behind a removal button: DELETE on the record's API path, then to `afterHref`
 * (the list), or the same screen again without the record. A 409 says in the dialog what still
 * depends on the record, or why it cannot go.
 */
export function RemovalDialog({ kind, path, name, afterHref, open, onClose }: Props) {
  const t = useTranslations("removal");
  const router = useRouter();
  const toast = useToast();
  const titleId = useId();
  const texts = REMOVAL_TEXTS[kind];
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const describe = (error: ApiClientError) => {
    if (error.code === "self_removal") return t("selfRemoval");
    if (error.code !== "in_use") return error.message;
    const list = Object.entries(error.fields).map(([kind, count]) =>
      t.has(`kinds.${kind}`) ? t(`kinds.${kind}`, { count: Number(count) }) : t("kinds.other", { count, kind }),
    );
    return t("inUse", { list: list.join(", ") });
  };

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await api(path, { method: "DELETE" });
      onClose();
      // the notice belongs to the page the removal goes on to, as a save's does: shown on this one,
      // it closed as the next page came, before a busy machine had even drawn it
      toast.success(t(texts.done, { name }), { path: afterHref });
      if (afterHref) router.push(afterHref);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 409) setProblem(describe(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(texts.title, { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(texts.body, { name })}</DialogContentText>
        {problem ? (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t("cancel")}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {t(texts.button)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
