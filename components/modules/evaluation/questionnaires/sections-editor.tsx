"use client";
import AddIcon from "@mui/icons-material/Add";
import { Button, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { useFieldArray, useWatch, type UseFormGetValues, type UseFormSetValue } from "react-hook-form";
import type { FormControl } from "@/components/platform/forms/fields";
import { ArrayError } from "./array-error";
import { blankSection, MAX_SECTIONS, type QuestionnaireValues } from "./form-values";
import { SectionFields } from "./section-fields";

/**
 * The questionnaire's sections and questions: each section with its questions, "add a section"
 * after them. Sections and questions are moved with buttons, by keyboard as well as by touch; a
 * questionnaire keeps at least one section, and a section at least one question.
 */
export function SectionsEditor(props: {
  control: FormControl<QuestionnaireValues>;
  setValue: UseFormSetValue<QuestionnaireValues>;
  getValues: UseFormGetValues<QuestionnaireValues>;
}) {
  const t = useTranslations("questionnaires.sections");
  const { control } = props;
  const sections = useFieldArray({ control, name: "sections" });
  const purpose = useWatch({ control, name: "purpose" });
  const add = useRef<HTMLButtonElement>(null);
  return (
    <Stack spacing={2}>
      {sections.fields.map((field, index) => (
        <SectionFields
          key={field.id}
          control={control}
          setValue={props.setValue}
          getValues={props.getValues}
          index={index}
          count={sections.fields.length}
          purpose={purpose}
          onMove={sections.move}
          onRemove={(at) => {
            sections.remove(at);
            requestAnimationFrame(() => add.current?.focus());
          }}
        />
      ))}
      <ArrayError control={control} name="sections" />
      <Button
        ref={add}
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => sections.append(blankSection(purpose))}
        disabled={sections.fields.length >= MAX_SECTIONS}
        sx={{ alignSelf: "flex-start" }}
      >
        {t("add")}
      </Button>
    </Stack>
  );
}
