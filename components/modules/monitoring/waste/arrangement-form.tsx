"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { WasteTypePicker } from "@/components/modules/admin/waste-types/waste-type-picker";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import type { LocalizedWasteTypeDto, TreatmentOperationDto } from "@/lib/modules/admin/waste-types/dto";
import type { ArrangementDto } from "@/lib/modules/monitoring/waste/dto";
import { arrangementInputSchema, CONTAINER_KINDS, WASTE_UNITS } from "@/lib/modules/monitoring/waste/schema";
import { conversionNeeded } from "@/lib/modules/monitoring/waste/tonnes";

/**
 * What a handler collects: the waste type, container, collection, treatment, area, and the unit
 * quantities are registered in with, for a volume or pieces, how to weigh them.
 */
export function ArrangementForm(props: {
  organizationId: string;
  handlerId: string;
  arrangement: ArrangementDto | null;
  /** The arrangement's waste type, named in the user's language, for the picker. */
  wasteType: LocalizedWasteTypeDto | null;
  operations: TreatmentOperationDto[];
  areas: { id: string; name: string }[];
  language: string;
  /** Quantities are registered in its unit: the unit is fixed. */
  unitFixed: boolean;
}) {
  const t = useTranslations("waste");
  const tPeople = useTranslations("people");
  const { arrangement } = props;
  const back = arrangement
    ? `/monitoring/waste/${props.handlerId}/arrangements/${arrangement.id}`
    : `/monitoring/waste/${props.handlerId}/edit`;
  const { form, submit, stale, saving } = useEntityForm({
    schema: arrangementInputSchema,
    defaultValues: {
      name: arrangement?.name ?? "",
      wasteTypeId: arrangement?.wasteType.id ?? "",
      containerKind: arrangement?.containerKind ?? null,
      containerSize: arrangement?.containerSize ?? "",
      collectionFrequency: arrangement?.collectionFrequency ?? null,
      treatmentCode: arrangement?.treatment.code ?? "",
      areaId: arrangement?.area?.id ?? null,
      registrationUnit: arrangement?.registrationUnit ?? "KILOGRAM",
      densityKgPerM3: arrangement?.densityKgPerM3 ?? null,
      kgPerPiece: arrangement?.kgPerPiece ?? null,
      lastModifiedDate: arrangement ? new Date(arrangement.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) => {
      const url = `/api/v1/organizations/${props.organizationId}/waste-handler-associations/${props.handlerId}/arrangements`;
      // a conversion that does not belong to the unit is cleared rather than refused
      const needed = conversionNeeded(values.registrationUnit);
      const body = {
        ...values,
        densityKgPerM3: needed === "density" ? values.densityKgPerM3 : null,
        kgPerPiece: needed === "pieceWeight" ? values.kgPerPiece : null,
      };
      const saved = arrangement
        ? await api<ArrangementDto>(`${url}/${arrangement.id}`, { method: "PATCH", body })
        : await api<ArrangementDto>(url, { method: "POST", body });
      announceRecordChange("waste-arrangement");
      return saved;
    },
    successMessage: (values) => t(arrangement ? "arrangement.saved" : "arrangement.created", { name: values.name }),
    afterSave: (saved: ArrangementDto) => `/monitoring/waste/${props.handlerId}/arrangements/${saved.id}`,
  });
  const { control } = form;
  const unit = useWatch({ control, name: "registrationUnit" });
  const needed = conversionNeeded(unit);
  const title = (operation: TreatmentOperationDto) =>
    (props.language === "da" && operation.titleDa) || operation.titleEn;
  return (
    <FormLayout
      title={arrangement ? t("arrangement.editTitle", { name: arrangement.name }) : t("arrangement.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={back}
    >
      <FormTextField
        control={control}
        name="name"
        label={t("arrangement.name")}
        helperText={t("arrangement.nameHelp")}
        required
        autoFocus
      />
      <WasteTypePicker control={control} name="wasteTypeId" initial={props.wasteType} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="containerKind"
          label={t("arrangement.containerKind")}
          allowEmpty="–"
          options={CONTAINER_KINDS.map((value) => ({ value, label: t(`containerKinds.${value}`) }))}
        />
        <FormTextField
          control={control}
          name="containerSize"
          label={t("arrangement.containerSize")}
          helperText={t("arrangement.containerSizeHelp")}
        />
      </Stack>
      <FormSelect
        control={control}
        name="collectionFrequency"
        label={t("arrangement.collectionFrequency")}
        helperText={t("arrangement.collectionFrequencyHelp")}
        allowEmpty={t("arrangement.noFrequency")}
        options={FREQUENCIES.map((value) => ({ value, label: tPeople(`frequency.${value}`) }))}
      />
      <FormSelect
        control={control}
        name="treatmentCode"
        label={t("arrangement.treatmentCode")}
        required
        options={props.operations.map((operation) => ({
          value: operation.code,
          label: `${operation.code}: ${title(operation)}`,
        }))}
      />
      <FormSelect
        control={control}
        name="areaId"
        label={t("arrangement.area")}
        allowEmpty={t("arrangement.noArea")}
        options={props.areas.map((area) => ({ value: area.id, label: area.name }))}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="registrationUnit"
          label={t("arrangement.registrationUnit")}
          disabled={props.unitFixed}
          helperText={props.unitFixed ? t("arrangement.unitFixed") : undefined}
          options={WASTE_UNITS.map((value) => ({ value, label: t(`unitNames.${value}`) }))}
        />
        {needed === "density" ? (
          <FormTextField
            control={control}
            name="densityKgPerM3"
            label={t("arrangement.densityKgPerM3")}
            helperText={t("arrangement.densityHelp")}
            inputMode="decimal"
          />
        ) : null}
        {needed === "pieceWeight" ? (
          <FormTextField
            control={control}
            name="kgPerPiece"
            label={t("arrangement.kgPerPiece")}
            helperText={t("arrangement.kgPerPieceHelp")}
            inputMode="decimal"
          />
        ) : null}
      </Stack>
    </FormLayout>
  );
}
