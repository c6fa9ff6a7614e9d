"use client";
import { Box, Stack, TextField, MenuItem, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { MatrixDto } from "@/lib/modules/planning/risk-assessment/dto";
import { RISK_LEVELS } from "@/lib/modules/planning/risk-assessment/levels";
import { defaultLevels, MAX_STEPS, MIN_STEPS, type ScaleStep } from "@/lib/modules/planning/risk-assessment/matrix";
import { matrixInputSchema } from "@/lib/modules/planning/risk-assessment/schema";

const SIZES = Array.from({ length: MAX_STEPS - MIN_STEPS + 1 }, (_, index) => MIN_STEPS + index);

/** The scale cut or lengthened to a size, new steps named by their number until named. */
const resized = (scale: ScaleStep[], size: number): ScaleStep[] =>
  Array.from({ length: size }, (_, index) => scale[index] ?? { labelEn: `${index + 1}`, labelDa: `${index + 1}` });

/**
 * The holding's matrix to change: the size and words of each scale, the level of every cell and the
 * threshold. Saving writes the next version; a new size starts from the default levels for it.
 */
export function MatrixForm({ organizationId, matrix }: { organizationId: string; matrix: MatrixDto }) {
  const t = useTranslations("riskAssessment");
  const locale = useLocale();
  const { form, submit, stale, saving } = useEntityForm({
    schema: matrixInputSchema,
    defaultValues: {
      likelihoods: matrix.likelihoods,
      severities: matrix.severities,
      levels: matrix.levels,
      acceptableLevel: matrix.acceptableLevel,
    },
    save: (values) =>
      api<MatrixDto>(`/api/v1/organizations/${organizationId}/risk-matrix`, { method: "PUT", body: values }),
    successMessage: () => t("matrix.saved", { version: matrix.version + 1 }),
  });
  const { control, setValue, getValues } = form;
  const likelihoods = useWatch({ control, name: "likelihoods" });
  const severities = useWatch({ control, name: "severities" });
  const resize = (scale: "likelihoods" | "severities", size: number) => {
    setValue(scale, resized(getValues(scale), size), { shouldDirty: true });
    const rows = scale === "likelihoods" ? size : getValues("likelihoods").length;
    const columns = scale === "severities" ? size : getValues("severities").length;
    setValue("levels", defaultLevels(rows, columns), { shouldDirty: true });
  };
  const levelOptions = RISK_LEVELS.map((value) => ({ value, label: t(`levels.${value}`) }));
  const scaleFields = (scale: "likelihoods" | "severities", steps: ScaleStep[]) => (
    <Stack spacing={1.5}>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center" }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t(`matrix.${scale}`)}
        </Typography>
        <TextField
          select
          size="small"
          label={t("matrix.steps")}
          value={steps.length}
          onChange={(event) => resize(scale, Number(event.target.value))}
          sx={{ minWidth: 120 }}
        >
          {SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {steps.map((_, index) => (
        <Stack key={`${scale}-${steps.length}-${index}`} direction={{ xs: "column", sm: "row" }} spacing={1}>
          <FormTextField
            control={control}
            name={`${scale}.${index}.labelEn`}
            label={`${index + 1} · ${t("matrix.labelEn")}`}
          />
          <FormTextField
            control={control}
            name={`${scale}.${index}.labelDa`}
            label={`${index + 1} · ${t("matrix.labelDa")}`}
          />
        </Stack>
      ))}
    </Stack>
  );
  const label = (step: ScaleStep) => (locale === "da" ? step.labelDa : step.labelEn);
  return (
    <FormLayout
      title={t("matrix.change")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref="/planning/risk-assessment/matrix"
    >
      {scaleFields("likelihoods", likelihoods)}
      {scaleFields("severities", severities)}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t("matrix.cells")}
      </Typography>
      <Stack spacing={1}>
        {likelihoods.map((likelihood, l) =>
          severities.map((severity, s) => (
            <FormSelect
              key={`${likelihoods.length}x${severities.length}-${l}-${s}`}
              control={control}
              name={`levels.${l}.${s}`}
              label={`${t("heatMap.likelihood")} ${l + 1} ${label(likelihood)} × ${t("heatMap.severity")} ${s + 1} ${label(severity)}`}
              options={levelOptions}
              size="small"
            />
          )),
        )}
      </Stack>
      <FormSelect control={control} name="acceptableLevel" label={t("matrix.acceptableLevel")} options={levelOptions} />
    </FormLayout>
  );
}
