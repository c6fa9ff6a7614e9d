"use client";
import { Box, Button } from "@mui/material";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { FormTextField } from "@/components/platform/forms/fields";
import { InlineForm } from "@/components/platform/forms/inline-form";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { InputKey } from "@/lib/modules/evaluation/management-review/inputs";
import { commentInputSchema } from "@/lib/modules/evaluation/management-review/schema";
import { TOUCH_BUTTONS } from "./touch";

type Props = {
  organizationId: string;
  reviewId: string;
  inputKey: InputKey;
  /** The input's title, naming the form. */
  input: string;
  comment: string | null;
};

/**
 * The presenter's comment on one input, written or changed in place: a button opens a small form,
 * saving (an empty comment removes it) refreshes the review, and the focus goes back to the button.
 */
export function CommentForm(props: Props) {
  const t = useTranslations("managementReview.comments");
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  return (
    <Box sx={{ mt: 1.5, ...TOUCH_BUTTONS }}>
      {open ? (
        <CommentEditor {...props} onDone={close} />
      ) : (
        <Button ref={toggle} variant="outlined" size="small" onClick={() => setOpen(true)}>
          {props.comment ? t("change") : t("write")}
        </Button>
      )}
    </Box>
  );
}

function CommentEditor(props: Props & { onDone: () => void }) {
  const t = useTranslations("managementReview.comments");
  const { form, submit, stale, saving } = useEntityForm({
    schema: commentInputSchema,
    defaultValues: { inputKey: props.inputKey, comment: props.comment ?? "" },
    save: async (values) => {
      const saved = await api(
        `/api/v1/organizations/${props.organizationId}/management-reviews/${props.reviewId}/comments`,
        { method: "PUT", body: values },
      );
      props.onDone();
      return saved;
    },
    successMessage: (values) => (values.comment?.trim() ? t("saved") : t("removed")),
  });
  return (
    <InlineForm
      label={t("label", { input: props.input })}
      frame="outlined"
      stale={stale}
      saving={saving}
      submitLabel={t("save")}
      onSubmit={submit}
    >
      <FormTextField
        control={form.control}
        name="comment"
        label={t("comment")}
        helperText={props.comment ? t("emptyRemoves") : undefined}
        multiline
        minRows={2}
        autoFocus
      />
      <Box>
        <Button onClick={props.onDone}>{t("cancel")}</Button>
      </Box>
    </InlineForm>
  );
}
