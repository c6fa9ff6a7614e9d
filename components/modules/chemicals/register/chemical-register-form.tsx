"use client";
import { Alert, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useWatch } from "react-hook-form";
import { FormCheckboxes, FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormSection } from "@/components/platform/forms/form-section";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { RemoteAutocomplete, type Option } from "@/components/platform/forms/remote-autocomplete";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { LinkButton } from "@/components/platform/ui/link-button";
import { ApiClientError } from "@/lib/platform/client/api-client";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { ChemicalRegisterDto } from "@/lib/modules/chemicals/register/dto";
import { AMOUNT_UNITS, amountUnitSymbol, type AmountUnit } from "@/lib/modules/chemicals/register/amount-units";
import { chemicalRegisterInputSchema } from "@/lib/modules/chemicals/register/schema";
import { DecisionRows } from "./decision-rows";
import { INSTRUCTION_FIELDS } from "./instruction-fields";

const BASE = "/chemicals/my-chemicals";

type Supplier = { id: string; name: string };
type ProductRow = { id: string; tradeName: string; producer: Supplier | null; supplies: { supplier: Supplier }[] };

/** A registered chemical: the catalogue product, supplier, areas, amount, purpose, workplace instruction and decisions. */
export function ChemicalRegisterForm({
  organizationId,
  chemical,
  areas,
}: {
  organizationId: string;
  chemical: ChemicalRegisterDto | null;
  areas: { id: string; name: string }[];
}) {
  const t = useTranslations("chemicalRegister");
  // the suppliers of each product seen in the picker, so the supplier choice follows the product
  const [suppliersOf, setSuppliersOf] = useState<Record<string, Supplier[]>>({});
  const [existing, setExisting] = useState<{ id: string; name: string } | null>(null);
  const toOption = useCallback((row: Record<string, unknown>): Option => {
    const product = row as unknown as ProductRow;
    const suppliers = product.supplies.map((supply) => supply.supplier);
    setSuppliersOf((known) => ({ ...known, [product.id]: suppliers }));
    return { id: product.id, label: [product.tradeName, product.producer?.name].filter(Boolean).join(" · ") };
  }, []);
  const { form, submit, stale, saving } = useEntityForm({
    schema: chemicalRegisterInputSchema,
    defaultValues: {
      chemicalId: chemical?.chemical.id ?? "",
      supplierId: chemical?.supplier?.id ?? null,
      responsibleId: chemical?.responsible?.id ?? null,
      purpose: chemical?.purpose ?? "",
      amount: chemical?.amount ?? "",
      amountUnit: (chemical?.amountUnit as AmountUnit | null | undefined) ?? null,
      useAreaIds: chemical?.useAreas.map((area) => area.id) ?? [],
      storageAreaIds: chemical?.storageAreas.map((area) => area.id) ?? [],
      instructionUse: chemical?.instructionUse ?? "",
      instructionProtection: chemical?.instructionProtection ?? "",
      instructionFirstAid: chemical?.instructionFirstAid ?? "",
      instructionSpills: chemical?.instructionSpills ?? "",
      instructionDisposal: chemical?.instructionDisposal ?? "",
      substitutionDecisions:
        chemical?.substitutionDecisions.map(({ outcome, decidedOn, note }) => ({ outcome, decidedOn, note })) ?? [],
      lastModifiedDate: chemical ? new Date(chemical.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) => {
      setExisting(null);
      try {
        return await saveRecord<ChemicalRegisterDto>(
          `/api/v1/organizations/${organizationId}/chemical-associations`,
          chemical?.id,
          values,
          "chemical-association",
        );
      } catch (error) {
        // the product is registered in this place already: a mistake in the choice, shown at the
        // product with the way to the registration that exists
        if (error instanceof ApiClientError && error.code === "duplicate" && error.existing) {
          setExisting(error.existing);
          throw new ApiClientError(422, error.code, error.message, {
            chemicalId: t("form.alreadyRegistered", { name: error.existing.name }),
          });
        }
        throw error;
      }
    },
    successMessage: () => (chemical ? t("form.saved", { name: chemical.name }) : t("form.created")),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  const chemicalId = useWatch({ control, name: "chemicalId" });
  const suppliers =
    suppliersOf[chemicalId] ??
    (chemical && chemical.chemical.id === chemicalId && chemical.supplier ? [chemical.supplier] : []);
  const areaOptions = areas.map((area) => ({ value: area.id, label: area.name }));
  return (
    <FormLayout
      title={chemical ? t("form.editTitle", { name: chemical.name }) : t("form.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={chemical ? `${BASE}/${chemical.id}` : BASE}
    >
      <RemoteAutocomplete
        control={control}
        name="chemicalId"
        label={t("form.product")}
        helperText={t("form.productHelp")}
        url="/api/v1/chemicals"
        toOption={toOption}
        initial={chemical ? [{ id: chemical.chemical.id, label: chemical.chemical.tradeName }] : []}
      />
      {existing ? (
        <Alert
          severity="warning"
          action={
            <LinkButton href={`${BASE}/${existing.id}`} size="small">
              {t("form.openExisting")}
            </LinkButton>
          }
        >
          {t("form.alreadyRegisteredHelp", { name: existing.name })}
        </Alert>
      ) : null}
      <FormSelect
        control={control}
        name="supplierId"
        label={t("form.supplier")}
        allowEmpty={t("form.noSupplier")}
        options={suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name }))}
      />
      <FormTextField control={control} name="purpose" label={t("form.purpose")} />
      <MemberPicker
        control={control}
        name="responsibleId"
        label={t("form.responsible")}
        helperText={t("form.responsibleHelp")}
        organizationId={organizationId}
        initial={chemical?.responsible}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="amount" label={t("form.amount")} inputMode="decimal" />
        <FormSelect
          control={control}
          name="amountUnit"
          label={t("form.amountUnit")}
          allowEmpty=""
          options={AMOUNT_UNITS.map((unit) => ({ value: unit, label: amountUnitSymbol(unit) }))}
        />
      </Stack>
      {areaOptions.length ? (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormCheckboxes control={control} name="useAreaIds" label={t("form.useAreas")} options={areaOptions} />
          <FormCheckboxes
            control={control}
            name="storageAreaIds"
            label={t("form.storageAreas")}
            options={areaOptions}
          />
        </Stack>
      ) : null}
      <FormSection title={t("form.instruction")} />
      {INSTRUCTION_FIELDS.map(([key, field]) => (
        <FormTextField
          key={field}
          control={control}
          name={field}
          label={t(`instruction.${key}`)}
          multiline
          minRows={2}
        />
      ))}
      <DecisionRows control={control as unknown as Parameters<typeof DecisionRows>[0]["control"]} />
    </FormLayout>
  );
}
