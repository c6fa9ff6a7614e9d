"use client";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { api, ApiClientError } from "@/lib/platform/client/api-client";

type Kind = "archive" | "remove" | "delete";

const TEXTS = {
  archive: { button: "archive", title: "confirmArchiveTitle", body: "confirmArchive", done: "archivedNotice" },
  remove: { button: "remove", title: "confirmRemoveTitle", body: "confirmRemove", done: "removedNotice" },
  delete: { button: "delete", title: "confirmDeleteTitle", body: "confirmDelete", done: "deletedNotice" },
} as const;

/**
 * Archives, removes or deletes a record after a confirmation: DELETE on the record's API path, then
 * to `afterHref` (the list), or the same screen again without the record. A 409 says in the dialog
 * what still depends on the record, or why it cannot go.
 */
export function RemovalButton(props: { kind: Kind; path: string; name: string; afterHref?: string }) {
  const t = useTranslations("removal");
  const router = useRouter();
  const toast = useToast();
  const titleId = useId();
  const texts = TEXTS[props.kind];
  const [open, setOpen] = useState(false);
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
      await api(props.path, { method: "DELETE" });
      setOpen(false);
      toast.success(t(texts.done, { name: props.name }));
      if (props.afterHref) router.push(props.afterHref);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 409) setProblem(describe(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        size={props.afterHref ? "medium" : "small"}
        onClick={() => setOpen(true)}
        aria-label={`${t(texts.button)}: ${props.name}`}
      >
        {t(texts.button)}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t(texts.title, { name: props.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(texts.body, { name: props.name })}</DialogContentText>
          {problem ? (
            <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy} autoFocus>
            {t("cancel")}
          </Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
            {t(texts.button)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
