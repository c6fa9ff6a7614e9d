"use client";
import { FormControlLabel, Stack, Switch, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { CatalogueAutocomplete } from "@/components/modules/admin/stakeholders/catalogue-autocomplete";
import { StakeholderFields } from "@/components/modules/organization/stakeholders/stakeholder-fields";
import { EMPTY_STAKEHOLDER } from "@/components/modules/organization/stakeholders/stakeholder-values";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormSection } from "@/components/platform/forms/form-section";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { HandlerDto } from "@/lib/modules/monitoring/waste/dto";
import { handlerCreateSchema, handlerUpdateSchema } from "@/lib/modules/monitoring/waste/schema";

const BASE = "/monitoring/waste";

/** The form's values: a new handler's stakeholder choice and an existing one's freshness, for one form. */
type HandlerFormSchema = z.ZodType<
  z.output<typeof handlerCreateSchema> & z.output<typeof handlerUpdateSchema>,
  z.input<typeof handlerCreateSchema> & z.input<typeof handlerUpdateSchema>
>;

/**
 * A waste handler: for a new one, the stakeholder (from the shared catalogue, or a new one of the
 * organization's own), then its approval number, contact, notes and documents.
 */
export function HandlerForm({ organizationId, handler }: { organizationId: string; handler: HandlerDto | null }) {
  const t = useTranslations("waste.handler");
  const tStakeholders = useTranslations("stakeholders");
  const [own, setOwn] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const documents = useDocuments(organizationId, handler?.files ?? []);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    // an existing handler keeps its stakeholder: the update schema leaves the stakeholder fields out
    schema: (handler ? handlerUpdateSchema : handlerCreateSchema) as unknown as HandlerFormSchema,
    defaultValues: {
      stakeholderId: null,
      stakeholder: null,
      approvalNumber: handler?.approvalNumber ?? "",
      contactName: handler?.contactName ?? "",
      contactEmail: handler?.contactEmail ?? "",
      contactPhone: handler?.contactPhone ?? "",
      notes: handler?.notes ?? "",
      fileIds: handler?.files.map((file) => file.id) ?? [],
      lastModifiedDate: handler ? new Date(handler.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) => {
      const body = { ...values, fileIds: await documents.save() };
      const url = `/api/v1/organizations/${organizationId}/waste-handler-associations`;
      try {
        const saved = handler
          ? await api<HandlerDto>(`${url}/${handler.id}`, { method: "PUT", body })
          : await api<HandlerDto>(url, { method: "POST", body });
        announceRecordChange("waste-handler");
        return saved;
      } catch (error) {
        // a handler the organization already has is a mistake in the choice, not a stale form
        if (error instanceof ApiClientError && error.code === "duplicate") {
          throw new ApiClientError(422, error.code, error.message, {
            stakeholderId: tStakeholders("form.alreadyAddedError"),
          });
        }
        throw error;
      }
    },
    successMessage: (values) =>
      t(handler ? "saved" : "created", {
        name: handler?.stakeholder.name ?? values.stakeholder?.name ?? picked ?? "",
      }),
    afterSave: (saved: HandlerDto) => `${BASE}/${saved.id}/edit`,
  });
  const { control } = form;

  const switchSource = (toOwn: boolean) => {
    form.setValue("stakeholder", toOwn ? { ...EMPTY_STAKEHOLDER, type: "SUPPLIER" } : null, { shouldDirty: true });
    form.setValue("stakeholderId", null);
    form.clearErrors(["stakeholder", "stakeholderId"]);
    setPicked(null);
    setOwn(toOwn);
  };

  return (
    <FormLayout
      title={handler ? t("editTitle", { name: handler.stakeholder.name }) : t("newTitle")}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={BASE}
    >
      {handler ? null : (
        <>
          <FormSection title={t("stakeholder")} />
          <FormControlLabel
            control={<Switch checked={own} onChange={(event) => switchSource(event.target.checked)} />}
            label={tStakeholders("form.ownToggle")}
          />
          {own ? (
            <StakeholderFields control={control} prefix="stakeholder." autoFocus />
          ) : (
            <CatalogueAutocomplete
              control={control}
              name="stakeholderId"
              taken={[]}
              onPick={(stakeholder) => setPicked(stakeholder?.name ?? null)}
            />
          )}
        </>
      )}
      {handler ? (
        <Typography color="text.secondary">
          {t("stakeholder")}: {handler.stakeholder.name}
        </Typography>
      ) : null}
      <FormTextField
        control={control}
        name="approvalNumber"
        label={t("approvalNumber")}
        helperText={t("approvalHelp")}
        autoFocus={!!handler}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="contactName" label={t("contactName")} />
        <FormTextField control={control} name="contactEmail" label={t("contactEmail")} type="email" />
        <FormTextField control={control} name="contactPhone" label={t("contactPhone")} type="tel" />
      </Stack>
      <FormTextField control={control} name="notes" label={t("notes")} multiline minRows={2} />
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
