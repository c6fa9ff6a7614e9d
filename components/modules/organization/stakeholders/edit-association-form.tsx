"use client";
import { useTranslations } from "next-intl";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { AssociationDto } from "@/lib/modules/organization/stakeholders/dto";
import { associationUpdateSchema } from "@/lib/modules/organization/stakeholders/schema";
import { AssessmentFields } from "./assessment-fields";
import { FormSection } from "@/components/platform/forms/form-section";
import { StakeholderDetails } from "./stakeholder-details";
import { StakeholderFields } from "./stakeholder-fields";
import { stakeholderValues } from "./stakeholder-values";
import { Notice } from "@/components/platform/ui/notice";

/**
 * Changes one of the organization's stakeholders. The stakeholder's own details are editable only
 * when it is the organization's own; catalogue entries are changed by administrators.
 */
export function EditAssociationForm({
  organizationId,
  association,
}: {
  organizationId: string;
  association: AssociationDto;
}) {
  const t = useTranslations("stakeholders");
  const { stakeholder } = association;
  const own = !stakeholder.catalogue;
  const docs = useDocuments(organizationId, association.files);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: docs.dirty,
    schema: associationUpdateSchema,
    defaultValues: {
      needsAndExpectations: association.needsAndExpectations ?? "",
      relevance: association.relevance,
      stakeholder: own ? stakeholderValues(stakeholder) : null,
      fileIds: [],
      lastModifiedDate: new Date(association.lastModifiedDate).toISOString(),
    },
    save: async (values) => {
      const fileIds = await docs.save();
      return api<AssociationDto>(`/api/v1/organizations/${organizationId}/stakeholder-associations/${association.id}`, {
        method: "PUT",
        body: { ...values, fileIds },
      });
    },
    successMessage: (values) => t("form.saved", { name: values.stakeholder?.name ?? stakeholder.name }),
    afterSave: () => `/organization/stakeholders/${association.id}`,
  });

  return (
    <FormLayout
      title={t("form.editTitle", { name: stakeholder.name })}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={`/organization/stakeholders/${association.id}`}
    >
      <FormSection title={t("form.stakeholder")} />
      {own ? (
        <StakeholderFields control={form.control} prefix="stakeholder." />
      ) : (
        <>
          <Notice>{t("form.catalogueNote")}</Notice>
          <StakeholderDetails stakeholder={stakeholder} />
        </>
      )}
      <FormSection title={t("form.assessment")} />
      <AssessmentFields control={form.control} />
      <DocumentList {...docs.listProps} />
    </FormLayout>
  );
}
