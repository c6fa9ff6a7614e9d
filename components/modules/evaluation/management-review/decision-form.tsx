"use client";
import AddIcon from "@mui/icons-material/Add";
import { Box, Button } from "@mui/material";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { z } from "zod";
import { FormTextField } from "@/components/platform/forms/fields";
import { InlineForm } from "@/components/platform/forms/inline-form";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { decisionInputSchema } from "@/lib/modules/evaluation/management-review/schema";
import { CorrectiveActionFields } from "@/components/modules/planning/action-plan/corrective-action-fields";
import { TOUCH_BUTTONS } from "./touch";

// the API's body names the action `action`; the shared action fields name it `correctiveAction`
const decisionFormSchema = z.object({
  text: decisionInputSchema.shape.text,
  correctiveAction: decisionInputSchema.shape.action,
});

/** The API's field errors of the action, put on the form's fields. */
const onFormFields = (error: ApiClientError) =>
  new ApiClientError(
    error.status,
    error.code,
    error.message,
    Object.fromEntries(
      Object.entries(error.fields).map(([field, message]) => [field.replace(/^action\b/, "correctiveAction"), message]),
    ),
    error.existing,
  );

type Props = { organizationId: string; reviewId: string };

/**
 * "Add a decision": a decision of the meeting in place, with the action that carries it out
 * proposed in the same step (it goes to the action plan with the decision as its source).
 */
export function DecisionForm(props: Props) {
  const t = useTranslations("managementReview.decisions");
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  return (
    <Box sx={TOUCH_BUTTONS}>
      {open ? (
        <DecisionEditor {...props} onDone={close} />
      ) : (
        <Button ref={toggle} variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          {t("add")}
        </Button>
      )}
    </Box>
  );
}

function DecisionEditor(props: Props & { onDone: () => void }) {
  const t = useTranslations("managementReview.decisions");
  const { form, submit, stale, saving } = useEntityForm({
    schema: decisionFormSchema,
    defaultValues: { text: "", correctiveAction: null },
    save: async (values) => {
      try {
        const saved = await api(
          `/api/v1/organizations/${props.organizationId}/management-reviews/${props.reviewId}/decisions`,
          { method: "POST", body: { text: values.text, action: values.correctiveAction } },
        );
        announceRecordChange("managementReview");
        if (values.correctiveAction) announceRecordChange("action");
        props.onDone();
        return saved;
      } catch (error) {
        throw error instanceof ApiClientError ? onFormFields(error) : error;
      }
    },
    successMessage: () => t("saved"),
  });
  return (
    <InlineForm
      label={t("add")}
      heading={{ text: t("add"), level: "h3" }}
      frame="outlined"
      stale={stale}
      saving={saving}
      submitLabel={t("save")}
      onSubmit={submit}
    >
      <FormTextField control={form.control} name="text" label={t("text")} required multiline minRows={2} autoFocus />
      <CorrectiveActionFields form={form} organizationId={props.organizationId} />
      <Box>
        <Button onClick={props.onDone}>{t("cancel")}</Button>
      </Box>
    </InlineForm>
  );
}
