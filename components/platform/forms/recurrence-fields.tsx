"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import type { FieldValues, Path } from "react-hook-form";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { FormSelect, type FormControl } from "./fields";
import { FormDateField } from "./form-date-field";

/**
 * A recurrence and the next date it falls due, side by side (stacked on a phone): a review, an
 * evaluation, an inspection … The recurrence may be left empty ("none"); the help text says what
 * an empty date becomes.
 */
export function RecurrenceFields<T extends FieldValues>(props: {
  control: FormControl<T>;
  recurrence: { name: Path<T>; label: string; none: string };
  nextDate: { name: Path<T>; label: string; help: string };
}) {
  const tPeople = useTranslations("people");
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <FormSelect
        control={props.control}
        name={props.recurrence.name}
        label={props.recurrence.label}
        allowEmpty={props.recurrence.none}
        options={FREQUENCIES.map((value) => ({ value, label: tPeople(`frequency.${value}`) }))}
      />
      <FormDateField
        control={props.control}
        name={props.nextDate.name}
        label={props.nextDate.label}
        helperText={props.nextDate.help}
      />
    </Stack>
  );
}
