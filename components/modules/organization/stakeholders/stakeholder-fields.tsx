"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import type { Control, FieldValues, Path } from "react-hook-form";
import { CountrySelect } from "@/components/platform/forms/country-select";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { STAKEHOLDER_TYPES } from "@/lib/modules/admin/stakeholders/choices";

/**
 * A stakeholder's own fields, for the catalogue form (at the top of the values) and for an
 * organization's own stakeholder (under `stakeholder.`).
 */
export function StakeholderFields<T extends FieldValues>({
  control,
  prefix = "",
  autoFocus,
}: {
  control: Control<T>;
  prefix?: "" | "stakeholder.";
  autoFocus?: boolean;
}) {
  const t = useTranslations("stakeholders");
  const name = (field: string) => `${prefix}${field}` as Path<T>;
  return (
    <>
      <FormTextField control={control} name={name("name")} label={t("fields.name")} required autoFocus={autoFocus} />
      <FormSelect
        control={control}
        name={name("type")}
        label={t("fields.type")}
        required
        options={STAKEHOLDER_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name={name("email")} label={t("fields.email")} type="email" />
        <FormTextField control={control} name={name("phone")} label={t("fields.phone")} type="tel" />
      </Stack>
      <FormTextField
        control={control}
        name={name("website")}
        label={t("fields.website")}
        type="url"
        placeholder="https://"
      />
      <FormTextField control={control} name={name("address")} label={t("fields.address")} type="text" />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name={name("zipCode")}
          label={t("fields.zipCode")}
          type="text"
          sx={{ maxWidth: { sm: 180 } }}
        />
        <FormTextField control={control} name={name("city")} label={t("fields.city")} type="text" />
      </Stack>
      <CountrySelect control={control} name={name("countryAlpha2")} />
    </>
  );
}
