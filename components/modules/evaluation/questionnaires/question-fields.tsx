"use client";
import { Box, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useWatch, type UseFormGetValues, type UseFormSetValue } from "react-hook-form";
import { FormSelect, FormTextField, type FormControl } from "@/components/platform/forms/fields";
import { QUESTION_KINDS } from "@/lib/modules/evaluation/questionnaires/choices";
import { ClausePicker } from "./clause-picker";
import type { QuestionnaireValues } from "./form-values";
import { GuidanceFields } from "./guidance-fields";
import { ItemTools } from "./item-tools";

/** The steps a new scale question starts with. */
const SCALE_STEPS = 5;

/**
 * One question: its text in English and Danish, how it is answered (the steps of a scale, the unit
 * of a number), the clauses it checks, the guidance under it (folded), and the buttons that move
 * and remove it. Its key, if it has one, stays in the form's values untouched.
 */
export function QuestionFields(props: {
  control: FormControl<QuestionnaireValues>;
  setValue: UseFormSetValue<QuestionnaireValues>;
  getValues: UseFormGetValues<QuestionnaireValues>;
  section: number;
  index: number;
  count: number;
  /** "Question 2.3": the legend and the name the buttons add to theirs. */
  legend: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const t = useTranslations("questionnaires.questions");
  const tKinds = useTranslations("questionnaires.kinds");
  const { control, setValue, getValues } = props;
  const base = `sections.${props.section}.questions.${props.index}` as const;
  const kind = useWatch({ control, name: `${base}.kind` });

  // a scale's steps and a number's unit belong to their kind: another kind drops them, so that no
  // hidden value holds the form back
  const shownKind = useRef(kind);
  useEffect(() => {
    if (shownKind.current === kind) return;
    shownKind.current = kind;
    const options = { shouldDirty: true, shouldValidate: false };
    if (kind !== "SCALE") setValue(`${base}.scaleMax`, null, options);
    else if (!getValues(`${base}.scaleMax`)) setValue(`${base}.scaleMax`, SCALE_STEPS, options);
    if (kind !== "NUMBER") setValue(`${base}.unit`, "", options);
  }, [kind, base, setValue, getValues]);

  return (
    <Box
      component="fieldset"
      sx={{ m: 0, minWidth: 0, p: { xs: 1.5, sm: 2 }, border: 1, borderColor: "divider", borderRadius: 1 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ float: "left", p: 0, lineHeight: "40px" }}>
        {props.legend}
      </Typography>
      <ItemTools
        index={props.index}
        count={props.count}
        labels={{
          up: `${t("moveUp")}: ${props.legend}`,
          down: `${t("moveDown")}: ${props.legend}`,
          remove: `${t("remove")}: ${props.legend}`,
        }}
        onMove={props.onMove}
        onRemove={props.onRemove}
      />
      <Stack spacing={2} sx={{ clear: "both", pt: 1 }}>
        <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
          <FormTextField control={control} name={`${base}.textEn`} label={t("textEn")} multiline minRows={2} />
          <FormTextField control={control} name={`${base}.textDa`} label={t("textDa")} multiline minRows={2} />
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormSelect
            control={control}
            name={`${base}.kind`}
            label={t("kind")}
            required
            options={QUESTION_KINDS.map((value) => ({ value, label: tKinds(value) }))}
          />
          {kind === "SCALE" ? (
            <FormTextField
              control={control}
              name={`${base}.scaleMax`}
              label={t("scaleMax")}
              type="number"
              required
              helperText={t("scaleMaxHelp")}
              slotProps={{ htmlInput: { min: 2, max: 10, step: 1 } }}
            />
          ) : null}
          {kind === "NUMBER" ? (
            <FormTextField control={control} name={`${base}.unit`} label={t("unit")} helperText={t("unitHelp")} />
          ) : null}
        </Stack>
        <ClausePicker control={control} base={base} />
        <GuidanceFields control={control} base={base} />
      </Stack>
    </Box>
  );
}
