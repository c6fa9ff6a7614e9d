"use client";
import { useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { FormControl } from "@/components/platform/forms/fields";
import { FormMultiPicker } from "@/components/platform/forms/multi-picker";
import { clauseOptions } from "./clause-label";
import type { QuestionnaireValues } from "./form-values";

/** The clauses a question checks, picked from those of the questionnaire's standards. */
export function ClausePicker(props: {
  control: FormControl<QuestionnaireValues>;
  base: `sections.${number}.questions.${number}`;
}) {
  const t = useTranslations("questionnaires.questions");
  const locale = useLocale();
  const name = `${props.base}.clauses` as const;
  const standards = useWatch({ control: props.control, name: "standards" });
  const chosen = useWatch({ control: props.control, name });
  return (
    <FormMultiPicker
      control={props.control}
      name={name}
      label={t("clauses")}
      options={clauseOptions(standards ?? [], chosen ?? [], locale)}
      helperText={t("clausesHelp")}
    />
  );
}
