"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import type { FieldValues, Path } from "react-hook-form";
import { CountrySelect } from "@/components/platform/forms/country-select";
import { FormTextField, type FormControl } from "@/components/platform/forms/fields";

type Location = { address: string | null; zipCode: string | null; city: string | null; countryAlpha2: string | null };

/** A form's starting location values from a record (or empty, in the given country). */
export const locationValues = (record: Location | null, country: string | null = null): Location => ({
  address: record?.address ?? null,
  zipCode: record?.zipCode ?? null,
  city: record?.city ?? null,
  countryAlpha2: record ? record.countryAlpha2 : country,
});

/** Address, postcode and city, and country, as organizations and departments take them. */
export function LocationFields<T extends FieldValues>({ control }: { control: FormControl<T> }) {
  const t = useTranslations("organization.form");
  return (
    <>
      <FormTextField
        control={control}
        name={"address" as Path<T>}
        label={t("address")}
        type="text"
        autoComplete="street-address"
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name={"zipCode" as Path<T>}
          label={t("zipCode")}
          type="text"
          autoComplete="postal-code"
          sx={{ maxWidth: { sm: 180 } }}
        />
        <FormTextField
          control={control}
          name={"city" as Path<T>}
          label={t("city")}
          type="text"
          autoComplete="address-level2"
        />
      </Stack>
      <CountrySelect control={control} name={"countryAlpha2" as Path<T>} />
    </>
  );
}
