"use client";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { normalizeLink } from "@/lib/platform/rich-text/link-address";

/** Asks for a link's address; offers to remove the link when the caret already is in one. */
export function LinkDialog(props: {
  initial: string;
  canRemove: boolean;
  onInsert: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("scope.editor");
  const tForms = useTranslations("forms");
  const [value, setValue] = useState(props.initial);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the dialog sits inside the record's form: its submit must not reach that form
    event.stopPropagation();
    const href = normalizeLink(value);
    if (!href) return setInvalid(true);
    props.onInsert(href);
  };

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" disableRestoreFocus>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t("linkTitle")}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t("linkAddress")}
            value={value}
            inputMode="url"
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t("linkInvalid") : t("linkHelp")}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: "wrap" }}>
          {props.canRemove ? (
            <Button color="error" onClick={props.onRemove} sx={{ mr: "auto" }}>
              {t("removeLink")}
            </Button>
          ) : null}
          <Button onClick={props.onClose}>{tForms("cancel")}</Button>
          <Button type="submit" variant="contained">
            {t("insertLink")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
