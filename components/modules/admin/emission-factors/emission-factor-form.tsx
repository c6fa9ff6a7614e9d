"use client";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import { Button, IconButton, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useFieldArray } from "react-hook-form";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormCheckbox, FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormSection } from "@/components/platform/forms/form-section";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { METER_TYPE_GROUP, unitsOf, type MeterType } from "@/lib/platform/units/catalogue";
import type { EmissionFactorDto } from "@/lib/modules/admin/emission-factors/dto";
import { emissionFactorInputSchema } from "@/lib/modules/admin/emission-factors/schema";
import { EMISSION_UNITS, FACTOR_BASES, GHG_CATEGORIES } from "@/lib/modules/admin/emission-factors/choices";

/** The day after a date, and the same day a year on: next year's period follows the last one. */
function nextPeriod(last: { startDate: string; endDate?: string | null } | undefined) {
  const year = last ? Number((last.endDate ?? last.startDate).slice(0, 4)) + 1 : new Date().getFullYear();
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

/** Where an organization's own factor is made or changed: from a meter's screen, whose meter a new one is linked to. */
export type OwnFactorTarget = { organizationId: string; meterId: string };

/** A new own factor is made and linked to the meter in one request: nothing is saved if the link is refused. */
function saveOwnFactor(target: OwnFactorTarget, factor: EmissionFactorDto | null, values: unknown) {
  const org = `/api/v1/organizations/${target.organizationId}`;
  return factor
    ? api<EmissionFactorDto>(`${org}/emission-factors/${factor.id}`, { method: "PUT", body: values })
    : api<EmissionFactorDto>(`${org}/carbon/meters/${target.meterId}/emission-factors`, {
        method: "POST",
        body: values,
      });
}

/**
 * A factor with its dated values: new for `utilityType` when `factor` is null. Without `own` it is
 * the catalogue's (system maintainers); with it, the organization's own, made from a meter's screen.
 * The periods of its values may not overlap; the server names the value that does.
 */
export function EmissionFactorForm({
  factor,
  utilityType,
  own,
  linkedNames = [],
}: {
  factor: EmissionFactorDto | null;
  utilityType: MeterType;
  own?: OwnFactorTarget;
  /** The factors the meter already has (a new own factor is refused for a line it has an own factor for). */
  linkedNames?: string[];
}) {
  const t = useTranslations("emissionFactors");
  const units = useTranslations("units.names");
  const type = factor?.utilityType ?? utilityType;
  const back = own ? `/monitoring/meters/${own.meterId}` : "/admin/emission-factors";
  const { form, submit, stale, saving } = useEntityForm({
    schema: emissionFactorInputSchema,
    defaultValues: {
      utilityType: type,
      emissionType: "CO2" as const,
      ghgCategory:
        factor?.ghgCategory ??
        (type === "ELECTRICITY"
          ? "SCOPE2_ELECTRICITY"
          : type === "HEAT"
            ? "SCOPE2_DISTRICT_HEATING"
            : "SCOPE1_STATIONARY"),
      name: factor?.name ?? "",
      basis: factor?.basis ?? (type === "ELECTRICITY" || type === "HEAT" ? "LOCATION_BASED" : "PHYSICAL_UNIT"),
      co2Equivalent: factor?.co2Equivalent ?? false,
      source: factor?.source ?? "",
      sourceUrl: factor?.sourceUrl ?? "",
      note: factor?.note ?? "",
      values:
        factor?.values.map((value) => ({
          id: value.id,
          meterUnit: value.meterUnit,
          emissionUnit: value.emissionUnit,
          startDate: value.startDate,
          endDate: value.endDate,
          value: value.value,
        })) ?? [],
      lastModifiedDate: factor ? new Date(factor.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      own
        ? saveOwnFactor(own, factor, values)
        : factor
          ? api<EmissionFactorDto>(`/api/v1/emission-factors/${factor.id}`, { method: "PUT", body: values })
          : api<EmissionFactorDto>("/api/v1/emission-factors", { method: "POST", body: values }),
    successMessage: () => t("saved"),
    afterSave: () => {
      announceRecordChange("emissionFactor");
      return back;
    },
  });
  const { control } = form;
  const values = useFieldArray({ control, name: "values", keyName: "key" });
  const unitOptions = unitsOf(METER_TYPE_GROUP[type]).map((code) => ({ value: code, label: units(code) }));
  const addValue = () => {
    const last = form.getValues("values").at(-1);
    values.append({
      meterUnit: last?.meterUnit ?? unitOptions[0]?.value ?? "",
      emissionUnit: last?.emissionUnit ?? "GRAMS",
      ...nextPeriod(last),
      value: "",
    });
  };
  return (
    <FormLayout
      title={own ? (factor ? t("editOwnTitle") : t("newOwnTitle")) : factor ? t("editTitle") : t("newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={back}
    >
      <Typography color="text.secondary">
        {t("columns.utilityType")}: {t(`utilityTypes.${type}`)}
      </Typography>
      {own && !factor ? (
        <Typography color="text.secondary">
          {linkedNames.length ? t("ownIntroLinked", { names: linkedNames.join("; ") }) : t("ownIntro")}
        </Typography>
      ) : null}
      <FormTextField control={control} name="name" label={t("fields.name")} required autoFocus />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="ghgCategory"
          label={t("fields.ghgCategory")}
          required
          options={GHG_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
        />
        <FormSelect
          control={control}
          name="basis"
          label={t("fields.basis")}
          required
          options={FACTOR_BASES.map((value) => ({ value, label: t(`bases.${value}`) }))}
        />
      </Stack>
      <FormCheckbox control={control} name="co2Equivalent" label={t("fields.co2Equivalent")} />
      <FormTextField control={control} name="source" label={t("fields.source")} required />
      <FormTextField control={control} name="sourceUrl" label={t("fields.sourceUrl")} />
      <FormTextField control={control} name="note" label={t("fields.note")} multiline minRows={2} />
      <FormSection title={t("fields.values")} />
      {values.fields.map((field, index) => (
        <Stack
          key={field.key}
          component="fieldset"
          aria-label={t("valueNumber", { number: index + 1 })}
          direction={{ xs: "column", md: "row" }}
          spacing={1}
          sx={{ border: 0, p: 0, m: 0 }}
        >
          <FormTextField control={control} name={`values.${index}.value`} label={t("fields.value")} required />
          <FormSelect
            control={control}
            name={`values.${index}.emissionUnit`}
            label={t("fields.emissionUnit")}
            required
            options={EMISSION_UNITS.map((value) => ({ value, label: t(`emissionUnits.${value}`) }))}
          />
          <FormSelect
            control={control}
            name={`values.${index}.meterUnit`}
            label={t("fields.meterUnit")}
            required
            options={unitOptions}
          />
          <FormDateField control={control} name={`values.${index}.startDate`} label={t("fields.startDate")} />
          <FormDateField control={control} name={`values.${index}.endDate`} label={t("fields.endDate")} />
          <IconButton aria-label={t("removeValue", { number: index + 1 })} onClick={() => values.remove(index)}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button startIcon={<AddIcon />} onClick={addValue}>
          {values.fields.length ? t("addNextYear") : t("addValue")}
        </Button>
      </div>
    </FormLayout>
  );
}
