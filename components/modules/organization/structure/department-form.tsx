"use client";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { OrganizationDto } from "@/lib/modules/organization/structure/dto";
import { departmentInputSchema } from "@/lib/modules/organization/structure/schema";
import { LocationFields, locationValues } from "./location-fields";

/** A department of `parent`: new when `department` is null. */
export function DepartmentForm({
  department,
  parent,
}: {
  department: OrganizationDto | null;
  parent: { id: string; name: string };
}) {
  const t = useTranslations("organization.form");
  const { form, submit, stale, saving } = useEntityForm({
    schema: departmentInputSchema,
    defaultValues: {
      name: department?.name ?? "",
      ...locationValues(department),
      lastModifiedDate: department ? new Date(department.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      department
        ? api(`/api/v1/organizations/${parent.id}/departments/${department.id}`, { method: "PUT", body: values })
        : api(`/api/v1/organizations/${parent.id}/departments`, { method: "POST", body: values }),
    successMessage: (values) => t(department ? "saved" : "created", { name: values.name }),
    afterSave: () => "/organization/manage-organization",
  });
  const { control } = form;
  return (
    <FormLayout
      title={
        department
          ? t("editDepartmentTitle", { name: department.name })
          : t("newDepartmentTitle", { parent: parent.name })
      }
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref="/organization/manage-organization"
    >
      <FormTextField control={control} name="name" label={t("name")} required autoFocus />
      <LocationFields control={control} />
    </FormLayout>
  );
}
