"use client";
import { Button, Paper, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useFieldArray, useWatch } from "react-hook-form";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { SIGNIFICANCE_RULES } from "@/lib/modules/planning/aspects/choices";
import type { CriteriaDto } from "@/lib/modules/planning/aspects/dto";
import { criteriaInputSchema } from "@/lib/modules/planning/aspects/schema";
import {
  MAX_CRITERIA,
  MAX_STEPS,
  MIN_CRITERIA,
  MIN_STEPS,
  maximumScore,
  minimumScore,
  type Criterion,
} from "@/lib/modules/planning/aspects/significance";

/** A key for a criterion added here: unused by the others. */
const freshKey = (criteria: Criterion[]) => {
  let number = criteria.length + 1;
  while (criteria.some((criterion) => criterion.key === `criterion${number}`)) number++;
  return `criterion${number}`;
};

/**
 * The holding's criteria of significance to change: each criterion's names and scale, the rule and
 * the threshold. Saving writes the next version.
 */
export function CriteriaForm({ organizationId, criteria }: { organizationId: string; criteria: CriteriaDto }) {
  const t = useTranslations("aspects.criteria");
  const { form, submit, stale, saving } = useEntityForm({
    schema: criteriaInputSchema,
    defaultValues: { criteria: criteria.criteria, rule: criteria.rule, threshold: criteria.threshold },
    save: (values) =>
      api<CriteriaDto>(`/api/v1/organizations/${organizationId}/aspect-criteria`, { method: "PUT", body: values }),
    successMessage: () => t("saved", { version: criteria.version + 1 }),
    afterSave: () => "/planning/aspects/criteria",
  });
  const { control, setValue, getValues } = form;
  const list = useFieldArray({ control, name: "criteria" });
  const watched = useWatch({ control, name: "criteria" }) as Criterion[];
  const rule = useWatch({ control, name: "rule" });
  const resize = (index: number, size: number) => {
    const steps = getValues(`criteria.${index}.steps`);
    setValue(
      `criteria.${index}.steps`,
      Array.from({ length: size }, (_, step) => steps[step] ?? { labelEn: `${step + 1}`, labelDa: `${step + 1}` }),
      { shouldDirty: true },
    );
  };
  return (
    <FormLayout
      title={t("change")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref="/planning/aspects/criteria"
    >
      {list.fields.map((field, index) => {
        const steps = watched[index]?.steps ?? [];
        return (
          <Paper key={field.id} variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, px: 0.5 }}>
              {`${t("criterion")} ${index + 1}`}
            </Typography>
            <Stack spacing={1.5}>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
                <FormTextField control={control} name={`criteria.${index}.nameEn`} label={t("nameEn")} />
                <FormTextField control={control} name={`criteria.${index}.nameDa`} label={t("nameDa")} />
              </Stack>
              <Typography variant="body2">{t("steps")}</Typography>
              {steps.map((_, step) => (
                <Stack key={`${field.id}-${step}`} direction={{ xs: "column", sm: "row" }} spacing={1}>
                  <FormTextField
                    control={control}
                    name={`criteria.${index}.steps.${step}.labelEn`}
                    label={`${step + 1} · ${t("labelEn")}`}
                    size="small"
                  />
                  <FormTextField
                    control={control}
                    name={`criteria.${index}.steps.${step}.labelDa`}
                    label={`${step + 1} · ${t("labelDa")}`}
                    size="small"
                  />
                </Stack>
              ))}
              <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
                <Button disabled={steps.length >= MAX_STEPS} onClick={() => resize(index, steps.length + 1)}>
                  {t("addStep")}
                </Button>
                <Button disabled={steps.length <= MIN_STEPS} onClick={() => resize(index, steps.length - 1)}>
                  {t("removeStep")}
                </Button>
                <Button color="error" disabled={list.fields.length <= MIN_CRITERIA} onClick={() => list.remove(index)}>
                  {t("removeCriterion")}
                </Button>
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="outlined"
        disabled={list.fields.length >= MAX_CRITERIA}
        onClick={() =>
          list.append({
            key: freshKey(watched),
            nameEn: "",
            nameDa: "",
            steps: [1, 2, 3].map((step) => ({ labelEn: `${step}`, labelDa: `${step}` })),
          })
        }
      >
        {t("addCriterion")}
      </Button>
      <FormSelect
        control={control}
        name="rule"
        label={t("rule")}
        options={SIGNIFICANCE_RULES.map((value) => ({ value, label: t(`rules.${value}`) }))}
      />
      <FormTextField
        control={control}
        name="threshold"
        label={t("threshold")}
        type="number"
        helperText={`${minimumScore({ criteria: watched, rule }) + 1}–${maximumScore({ criteria: watched, rule })}`}
      />
    </FormLayout>
  );
}
