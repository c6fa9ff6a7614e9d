"use client";
import type { FormControl } from "./fields";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { COUNTRY_CODES, countryName } from "@/lib/platform/fields/countries";
import { FormSelect } from "./fields";
import { useLanguage } from "@/lib/platform/i18n/use-language";

/** Countries by ISO 3166-1 alpha-2 code, named and sorted in the interface language. */
export function CountrySelect<T extends FieldValues>({ control, name }: { control: FormControl<T>; name: Path<T> }) {
  const locale = useLanguage();
  const t = useTranslations();
  const options = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    [locale],
  );
  return (
    <FormSelect
      control={control}
      name={name}
      label={t("countries.label")}
      options={options}
      allowEmpty={t("forms.none")}
    />
  );
}
