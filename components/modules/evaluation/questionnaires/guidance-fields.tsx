"use client";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Button, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { get, useFormState, useWatch } from "react-hook-form";
import { FormTextField, type FormControl } from "@/components/platform/forms/fields";
import type { QuestionnaireValues } from "./form-values";

/**
 * A question's guidance in English and Danish, folded away behind one button until asked for (or
 * until one of them needs attention). The button says whether guidance is written.
 */
export function GuidanceFields(props: {
  control: FormControl<QuestionnaireValues>;
  base: `sections.${number}.questions.${number}`;
}) {
  const t = useTranslations("questionnaires.questions");
  const id = useId();
  const names = [`${props.base}.guidanceEn`, `${props.base}.guidanceDa`] as const;
  const [english, danish] = useWatch({ control: props.control, name: names });
  const { errors } = useFormState({ control: props.control, name: names });
  const failing = names.some((name) => get(errors, name));
  const [open, setOpen] = useState(false);
  const shown = open || failing;
  return (
    <div>
      <Button
        size="small"
        onClick={() => setOpen(!shown)}
        aria-expanded={shown}
        aria-controls={shown ? id : undefined}
        startIcon={
          <ExpandMoreIcon sx={{ transform: shown ? "rotate(180deg)" : undefined, transition: "transform 150ms" }} />
        }
      >
        {english || danish ? t("guidanceWritten") : t("guidance")}
      </Button>
      {shown ? (
        <Stack id={id} direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mt: 1.5 }}>
          <FormTextField control={props.control} name={names[0]} label={t("guidanceEn")} multiline minRows={2} />
          <FormTextField control={props.control} name={names[1]} label={t("guidanceDa")} multiline minRows={2} />
        </Stack>
      ) : null}
    </div>
  );
}
