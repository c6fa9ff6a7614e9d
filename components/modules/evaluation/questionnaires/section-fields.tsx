"use client";
import AddIcon from "@mui/icons-material/Add";
import { Button, Paper, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { useFieldArray, type UseFormGetValues, type UseFormSetValue } from "react-hook-form";
import { FormTextField, type FormControl } from "@/components/platform/forms/fields";
import type { QuestionnairePurposeName } from "@/lib/modules/evaluation/questionnaires/choices";
import { ArrayError } from "./array-error";
import { blankQuestion, MAX_QUESTIONS, type QuestionnaireValues } from "./form-values";
import { ItemTools } from "./item-tools";
import { QuestionFields } from "./question-fields";

/**
 * One section: its title in English and Danish, its questions in order, "add a question" after
 * them, and the buttons that move and remove the section.
 */
export function SectionFields(props: {
  control: FormControl<QuestionnaireValues>;
  setValue: UseFormSetValue<QuestionnaireValues>;
  getValues: UseFormGetValues<QuestionnaireValues>;
  index: number;
  count: number;
  purpose: QuestionnairePurposeName | undefined;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const t = useTranslations("questionnaires");
  const { control, index } = props;
  const name = `sections.${index}.questions` as const;
  const questions = useFieldArray({ control, name });
  const add = useRef<HTMLButtonElement>(null);
  const legend = `${t("sections.heading")} ${index + 1}`;
  return (
    <Paper variant="outlined" component="fieldset" sx={{ m: 0, minWidth: 0, p: { xs: 1.5, sm: 2 } }}>
      <Typography
        component="legend"
        variant="subtitle1"
        sx={{ float: "left", p: 0, fontWeight: 600, lineHeight: "40px" }}
      >
        {legend}
      </Typography>
      <ItemTools
        index={index}
        count={props.count}
        labels={{
          up: `${t("sections.moveUp")}: ${legend}`,
          down: `${t("sections.moveDown")}: ${legend}`,
          remove: `${t("sections.remove")}: ${legend}`,
        }}
        onMove={props.onMove}
        onRemove={props.onRemove}
      />
      <Stack spacing={2} sx={{ clear: "both", pt: 1 }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField control={control} name={`sections.${index}.titleEn`} label={t("sections.titleEn")} />
          <FormTextField control={control} name={`sections.${index}.titleDa`} label={t("sections.titleDa")} />
        </Stack>
        {questions.fields.map((field, position) => (
          <QuestionFields
            key={field.id}
            control={control}
            setValue={props.setValue}
            getValues={props.getValues}
            section={index}
            index={position}
            count={questions.fields.length}
            legend={`${t("questions.heading")} ${index + 1}.${position + 1}`}
            onMove={questions.move}
            onRemove={(at) => {
              questions.remove(at);
              // the removed question's buttons are gone: the focus goes on to "add a question"
              requestAnimationFrame(() => add.current?.focus());
            }}
          />
        ))}
        <ArrayError control={control} name={name} />
        <Button
          ref={add}
          startIcon={<AddIcon />}
          onClick={() => questions.append(blankQuestion(props.purpose))}
          disabled={questions.fields.length >= MAX_QUESTIONS}
          sx={{ alignSelf: "flex-start" }}
        >
          {t("questions.add")}
        </Button>
      </Stack>
    </Paper>
  );
}
