"use client";
import { useTranslations } from "next-intl";
import { FormCheckbox, FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { OrganizationDto } from "@/lib/modules/organization/structure/dto";
import { organizationInputSchema } from "@/lib/modules/organization/structure/schema";
import { LocationFields, locationValues } from "./location-fields";
import { LogoField } from "./logo-field";
import { NaceAutocomplete, type NaceOption } from "./nace-autocomplete";

type Props = {
  /** The organization being edited, or null for a new subsidiary of `parent`. */
  organization: OrganizationDto | null;
  parent: { id: string; name: string } | null;
  nace: NaceOption | null;
  canChangeFeatureAccess: boolean;
};

/**
 * The holding or a subsidiary: name, NACE code, location, logo, and for the holding (system managers)
 * its feature access and whether its managers sign in with two factors.
 */
export function OrganizationForm({ organization, parent, nace, canChangeFeatureAccess }: Props) {
  const t = useTranslations("organization.form");
  const logoOwner = organization?.id ?? parent!.id;
  const { form, submit, stale, saving } = useEntityForm({
    schema: organizationInputSchema,
    defaultValues: {
      name: organization?.name ?? "",
      naceCode: organization?.naceCode ?? null,
      ...locationValues(organization, "DK"),
      logoFileId: organization?.logo?.id ?? null,
      featureAccess: organization?.featureAccess,
      requireTwoFactorForManagers: organization?.requireTwoFactorForManagers,
      lastModifiedDate: organization?.lastModifiedDate
        ? new Date(organization.lastModifiedDate).toISOString()
        : undefined,
    },
    save: (values) =>
      organization
        ? api<OrganizationDto>(`/api/v1/organizations/${organization.id}`, { method: "PUT", body: values })
        : api<OrganizationDto>(`/api/v1/organizations/${parent!.id}/subsidiaries`, { method: "POST", body: values }),
    successMessage: (values) => t(organization ? "saved" : "created", { name: values.name }),
    afterSave: () => "/organization/manage-organization",
  });
  const { control } = form;
  return (
    <FormLayout
      title={
        organization ? t("editTitle", { name: organization.name }) : t("newSubsidiaryTitle", { parent: parent!.name })
      }
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref="/organization/manage-organization"
    >
      <FormTextField control={control} name="name" label={t("name")} required autoFocus />
      <NaceAutocomplete control={control} name="naceCode" initial={nace} />
      <LocationFields control={control} />
      <LogoField control={control} name="logoFileId" organizationId={logoOwner} label={t("logo")} />
      {organization && organization.type === "holding" ? (
        <>
          <FormSelect
            control={control}
            name="featureAccess"
            label={t("featureAccess")}
            helperText={t("featureAccessHelp")}
            disabled={!canChangeFeatureAccess}
            options={(["FULL", "LIMITED"] as const).map((value) => ({
              value,
              label: t(`featureAccessValues.${value}`),
            }))}
          />
          <FormCheckbox
            control={control}
            name="requireTwoFactorForManagers"
            label={t("requireTwoFactorForManagers")}
            helperText={t("requireTwoFactorForManagersHelp")}
          />
        </>
      ) : null}
    </FormLayout>
  );
}
