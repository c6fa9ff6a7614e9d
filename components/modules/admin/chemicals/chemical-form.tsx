"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormCheckbox, FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { RemoteAutocomplete, type Option } from "@/components/platform/forms/remote-autocomplete";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { ChemicalDto } from "@/lib/modules/admin/chemicals/dto";
import { DANGER_CODES } from "@/lib/modules/admin/chemicals/danger-code";
import { chemicalInputSchema } from "@/lib/modules/admin/chemicals/schema";
import {
  PHYSICAL_STATES,
  type STORAGE_CLASSES,
  type WATER_HAZARD_CLASSES,
} from "@/lib/modules/admin/chemicals/choices";
import { StatementPicker, type StatementOption } from "../hazard-data/statement-picker";
import { LabelPreview } from "./label-preview";
import { StatementDetailsFields } from "./statement-details-fields";
import { SubstanceRows } from "./substance-rows";

const stakeholderOption = (row: Record<string, unknown>): Option => ({ id: String(row.id), label: String(row.name) });

/**
 * A product of the catalogue: new when `chemical` is null. The label (pictograms, signal word) is
 * the one its hazard statements require, shown as it changes, with the precautionary statements to
 * choose from; the danger code may be raised.
 * Supplies and the countries' data are kept as they are.
 */
export function ChemicalForm(props: {
  chemical: ChemicalDto | null;
  statements: {
    H: StatementOption[];
    EUH: StatementOption[];
    P: StatementOption[];
    /** CLP's instructions of the hazard statements that ask the label's writer for details */
    instructions: Record<string, string[]>;
  };
}) {
  const { chemical } = props;
  const t = useTranslations("chemicals");
  const { form, submit, stale, saving } = useEntityForm({
    schema: chemicalInputSchema,
    defaultValues: {
      tradeName: chemical?.tradeName ?? "",
      producerId: chemical?.producer?.id ?? null,
      physicalState: chemical?.physicalState ?? "LIQUID",
      supplies:
        chemical?.supplies.map((supply) => ({ supplierId: supply.supplier.id, articleNumber: supply.articleNumber })) ??
        [],
      substances:
        chemical?.substances.map((entry) => ({
          substanceId: entry.substance.id,
          concentrationMin: entry.concentrationMin,
          concentrationMax: entry.concentrationMax,
        })) ?? [],
      hazardStatementIds: chemical?.hazardStatements.map((row) => row.code) ?? [],
      euHazardStatementIds: chemical?.euHazardStatements.map((row) => row.code) ?? [],
      precautionaryStatementIds: chemical?.precautionaryStatements.map((row) => row.code) ?? [],
      precautionsFromSds: chemical?.precautionsFromSds ?? false,
      statementDetails: chemical?.statementDetails ?? [],
      unNumber: chemical?.unNumber ?? null,
      dangerCode: chemical?.dangerCodeRaisedTo ?? null,
      countriesData:
        chemical?.countriesData.map((country) => ({
          countryAlpha2: country.countryAlpha2,
          storageClass: (country.storageClass?.code ?? null) as (typeof STORAGE_CLASSES)[number] | null,
          waterHazardClass: (country.waterHazardClass?.code ?? null) as (typeof WATER_HAZARD_CLASSES)[number] | null,
          safetyDataSheets: country.safetyDataSheets.map((sheet) => ({
            fileId: sheet.file.id,
            language: sheet.language,
            lastRevisionDate: sheet.lastRevisionDate,
          })),
        })) ?? [],
      lastModifiedDate: chemical ? new Date(chemical.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      chemical
        ? api<ChemicalDto>(`/api/v1/chemicals/${chemical.id}`, { method: "PUT", body: values })
        : api<ChemicalDto>("/api/v1/chemicals", { method: "POST", body: values }),
    successMessage: () => t(chemical ? "form.saved" : "form.created"),
    afterSave: (saved: ChemicalDto) => `/admin/chemicals/${saved.id}`,
  });
  const { control } = form;
  const [hazardStatements, euHazardStatements, precautionaryStatements] = useWatch({
    control,
    name: ["hazardStatementIds", "euHazardStatementIds", "precautionaryStatementIds"],
  });
  const initialSubstances = Object.fromEntries(
    (chemical?.substances ?? []).map((entry) => [
      entry.substance.id,
      {
        id: entry.substance.id,
        label: [entry.substance.name, entry.substance.casNumber && `CAS ${entry.substance.casNumber}`]
          .filter(Boolean)
          .join(" · "),
      },
    ]),
  );
  return (
    <FormLayout
      title={chemical ? t("form.editTitle", { name: chemical.tradeName }) : t("form.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={chemical ? `/admin/chemicals/${chemical.id}` : "/admin/chemicals"}
    >
      <FormTextField control={control} name="tradeName" label={t("fields.tradeName")} required autoFocus />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Stack sx={{ flex: 2, minWidth: 0 }}>
          <RemoteAutocomplete
            control={control}
            name="producerId"
            label={t("fields.producer")}
            url="/api/v1/stakeholders"
            toOption={stakeholderOption}
            initial={chemical?.producer ? [{ id: chemical.producer.id, label: chemical.producer.name }] : []}
          />
        </Stack>
        <FormSelect
          control={control}
          name="physicalState"
          label={t("fields.physicalState")}
          required
          options={PHYSICAL_STATES.map((value) => ({ value, label: t(`physicalStates.${value}`) }))}
        />
      </Stack>
      <FormTextField
        control={control}
        name="unNumber"
        label={t("fields.unNumber")}
        helperText={t("fields.unNumberHelp")}
      />
      <SubstanceRows
        control={control as unknown as Parameters<typeof SubstanceRows>[0]["control"]}
        initial={initialSubstances}
      />
      <StatementPicker
        control={control}
        name="hazardStatementIds"
        label={t("fields.hazardStatements")}
        options={props.statements.H}
      />
      <StatementDetailsFields
        control={control as unknown as Parameters<typeof StatementDetailsFields>[0]["control"]}
        codes={hazardStatements ?? []}
        instructions={props.statements.instructions}
      />
      <StatementPicker
        control={control}
        name="euHazardStatementIds"
        label={t("fields.euHazardStatements")}
        options={props.statements.EUH}
      />
      <StatementPicker
        control={control}
        name="precautionaryStatementIds"
        label={t("fields.precautionaryStatements")}
        options={props.statements.P}
      />
      <LabelPreview
        hazardStatements={hazardStatements ?? []}
        euHazardStatements={euHazardStatements ?? []}
        chosen={precautionaryStatements ?? []}
        onChoose={(code) =>
          form.setValue("precautionaryStatementIds", [...(precautionaryStatements ?? []), code], { shouldDirty: true })
        }
      />
      <FormCheckbox control={control} name="precautionsFromSds" label={t("fields.precautionsFromSds")} />
      <FormSelect
        control={control}
        name="dangerCode"
        label={t("fields.raiseDangerCode")}
        helperText={t("form.raiseHelp")}
        allowEmpty={t("form.noRaise")}
        options={DANGER_CODES.map((value) => ({ value, label: t(`dangerCodes.${value}`) }))}
      />
    </FormLayout>
  );
}
