"use client";
import { Checkbox, FormControlLabel, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormTextField, type FormControl } from "@/components/platform/forms/fields";
import { IsoFields } from "@/components/platform/forms/iso-fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { ReviewFields } from "@/components/platform/forms/review-fields";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { RichTextEditor } from "@/components/platform/rich-text/rich-text-editor";
import { toWireDate } from "@/lib/platform/api/wire";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { PolicyDto } from "@/lib/modules/leadership/policies/dto";
import type { z } from "zod";
import { policyInputSchema } from "@/lib/modules/leadership/policies/schema";

type Control = FormControl<z.input<typeof policyInputSchema>>;

function CheckboxField({
  control,
  name,
  label,
  onCheck,
}: {
  control: Control;
  name: "approve" | "published";
  label: string;
  onCheck?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Stack>
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
                checked={!!field.value}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  if (event.target.checked) onCheck?.();
                }}
              />
            }
            label={label}
          />
          {fieldState.error ? (
            <Typography color="error" variant="caption" role="alert">
              {fieldState.error.message}
            </Typography>
          ) : null}
        </Stack>
      )}
    />
  );
}

/** A policy: its text, standards, owner, review, approval and publication; documents are saved first. */
export function PolicyForm({ organizationId, policy }: { organizationId: string; policy: PolicyDto | null }) {
  const t = useTranslations("policies");
  const documents = useDocuments(organizationId, policy?.files ?? []);
  const base = "/leadership/policies";
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: policyInputSchema,
    defaultValues: {
      title: policy?.title ?? "",
      content: policy?.content ?? "",
      isoStandards: policy?.isoStandards ?? [],
      ownerId: policy?.owner?.id ?? null,
      reviewRecurrence: policy?.reviewRecurrence ?? null,
      nextReviewDate: toWireDate(policy?.nextReviewDate),
      approve: false,
      approvedById: null,
      approvedDate: null,
      published: policy?.published ?? false,
      changeNote: "",
      fileIds: policy?.files.map((file) => file.id) ?? [],
      lastModifiedDate: policy ? new Date(policy.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) =>
      saveRecord<PolicyDto>(
        `/api/v1/organizations/${organizationId}/policies`,
        policy?.id,
        { ...values, fileIds: await documents.save() },
        "policy",
      ),
    successMessage: (values) => t(policy ? "form.saved" : "form.created", { title: values.title }),
    afterSave: (saved) => `${base}/${saved.id}`,
  });
  const { control } = form;
  const approving = form.watch("approve");
  return (
    <FormLayout
      title={policy ? t("form.editTitle", { title: policy.title }) : t("form.newTitle")}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={policy ? `${base}/${policy.id}` : base}
    >
      <FormTextField control={control} name="title" label={t("form.title")} required autoFocus />
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <RichTextEditor
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t("form.content")}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? t("form.contentHelp")}
          />
        )}
      />
      {policy ? (
        <FormTextField
          control={control}
          name="changeNote"
          label={t("form.changeNote")}
          helperText={t("form.changeNoteHelp")}
        />
      ) : null}
      <IsoFields control={control} messages="policies.form" />
      <ReviewFields control={control} organizationId={organizationId} owner={policy?.owner} messages="policies.form" />
      <Typography variant="h6" component="h2">
        {t("form.approval")}
      </Typography>
      <CheckboxField
        control={control}
        name="approve"
        label={t("form.approve")}
        // approving usually happens on the day it is recorded; the date stays editable
        onCheck={() => {
          if (!form.getValues("approvedDate")) form.setValue("approvedDate", new Date().toLocaleDateString("sv-SE"));
        }}
      />
      {approving ? (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <MemberPicker
            control={control}
            name="approvedById"
            label={t("form.approvedBy")}
            organizationId={organizationId}
            initial={null}
          />
          <FormDateField control={control} name="approvedDate" label={t("form.approvedDate")} />
        </Stack>
      ) : null}
      <CheckboxField control={control} name="published" label={t("form.published")} />
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
