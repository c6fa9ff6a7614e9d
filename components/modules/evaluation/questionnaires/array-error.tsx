"use client";
import { FormHelperText } from "@mui/material";
import { get, useFormState, type FieldPath } from "react-hook-form";
import type { FormControl } from "@/components/platform/forms/fields";
import type { QuestionnaireValues } from "./form-values";

/** What a list of sections or questions as a whole lacks (none left, too many), under the list. */
export function ArrayError(props: { control: FormControl<QuestionnaireValues>; name: FieldPath<QuestionnaireValues> }) {
  const { errors } = useFormState({ control: props.control, name: props.name });
  const error = get(errors, props.name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.root?.message ?? error?.message;
  return message ? (
    <FormHelperText error role="alert">
      {message}
    </FormHelperText>
  ) : null;
}
