"use client";
import { useTranslations } from "next-intl";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { StakeholderDto } from "@/lib/modules/admin/stakeholders/dto";
import { stakeholderInputSchema } from "@/lib/modules/admin/stakeholders/schema";
import { StakeholderFields } from "@/components/modules/organization/stakeholders/stakeholder-fields";
import {
  EMPTY_STAKEHOLDER,
  stakeholderValues,
} from "@/components/modules/organization/stakeholders/stakeholder-values";

/** An entry of the shared stakeholder catalogue: new when `stakeholder` is null. */
export function CatalogueForm({ stakeholder }: { stakeholder: StakeholderDto | null }) {
  const t = useTranslations("stakeholders.catalogue");
  const { form, submit, stale, saving } = useEntityForm({
    schema: stakeholderInputSchema,
    defaultValues: stakeholder
      ? { ...stakeholderValues(stakeholder), lastModifiedDate: new Date(stakeholder.lastModifiedDate).toISOString() }
      : EMPTY_STAKEHOLDER,
    save: (values) =>
      stakeholder
        ? api<StakeholderDto>(`/api/v1/stakeholders/${stakeholder.id}`, { method: "PUT", body: values })
        : api<StakeholderDto>("/api/v1/stakeholders", { method: "POST", body: values }),
    successMessage: (values) => t(stakeholder ? "saved" : "created", { name: values.name }),
    afterSave: () => "/admin/stakeholders",
  });
  return (
    <FormLayout
      title={stakeholder ? t("editTitle", { name: stakeholder.name }) : t("newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref="/admin/stakeholders"
    >
      <StakeholderFields control={form.control} autoFocus />
    </FormLayout>
  );
}
