"use client";
import { FormControlLabel, Switch } from "@mui/material";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import type { AssociationDto } from "@/lib/modules/organization/stakeholders/dto";
import { associationCreateSchema } from "@/lib/modules/organization/stakeholders/schema";
import { AssessmentFields } from "./assessment-fields";
import { CatalogueAutocomplete } from "@/components/modules/admin/stakeholders/catalogue-autocomplete";
import { FormSection } from "@/components/platform/forms/form-section";
import { StakeholderFields } from "./stakeholder-fields";
import { EMPTY_STAKEHOLDER, type StakeholderValues } from "./stakeholder-values";

/**
 * Adds a stakeholder to the active organization: one of the shared catalogue, or (with the switch)
 * a new one of the organization's own.
 */
export function NewAssociationForm({ organizationId, taken }: { organizationId: string; taken: string[] }) {
  const t = useTranslations("stakeholders");
  const [own, setOwn] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const typed = useRef<StakeholderValues | null>(null);
  const docs = useDocuments(organizationId, []);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: docs.dirty,
    schema: associationCreateSchema,
    defaultValues: {
      stakeholderId: null,
      stakeholder: null,
      needsAndExpectations: "",
      relevance: "MEDIUM",
      fileIds: [],
    },
    save: async (values) => {
      const fileIds = await docs.save();
      try {
        return await api<AssociationDto>(`/api/v1/organizations/${organizationId}/stakeholder-associations`, {
          method: "POST",
          body: { ...values, fileIds },
        });
      } catch (error) {
        // a stakeholder the organization already has is a mistake in the choice, not a stale form
        if (error instanceof ApiClientError && error.code === "duplicate") {
          throw new ApiClientError(422, error.code, error.message, { stakeholderId: t("form.alreadyAddedError") });
        }
        throw error;
      }
    },
    successMessage: (values) => t("form.created", { name: values.stakeholder?.name ?? picked ?? "" }),
    afterSave: (created) => `/organization/stakeholders/${created.id}`,
  });

  /** Switching keeps what was typed for the own stakeholder, in case the user switches back. */
  const switchSource = (toOwn: boolean) => {
    if (toOwn) {
      form.setValue("stakeholder", typed.current ?? EMPTY_STAKEHOLDER, { shouldDirty: true });
      form.setValue("stakeholderId", null);
      setPicked(null);
    } else {
      typed.current = form.getValues("stakeholder") ?? null;
      form.setValue("stakeholder", null);
    }
    form.clearErrors(["stakeholder", "stakeholderId"]);
    setOwn(toOwn);
  };

  return (
    <FormLayout
      title={t("form.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref="/organization/stakeholders"
    >
      <FormSection title={t("form.stakeholder")} />
      <FormControlLabel
        control={<Switch checked={own} onChange={(event) => switchSource(event.target.checked)} />}
        label={t("form.ownToggle")}
      />
      {own ? (
        <StakeholderFields control={form.control} prefix="stakeholder." autoFocus />
      ) : (
        <CatalogueAutocomplete
          control={form.control}
          name="stakeholderId"
          taken={taken}
          onPick={(stakeholder) => setPicked(stakeholder?.name ?? null)}
        />
      )}
      <FormSection title={t("form.assessment")} />
      <AssessmentFields control={form.control} />
      <DocumentList {...docs.listProps} />
    </FormLayout>
  );
}
