"use client";
import { Checkbox, FormControlLabel, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormTextField } from "@/components/platform/forms/fields";
import { MemberPicker } from "@/components/platform/forms/record-pickers";

/**
 * The corrective action proposed where a shortfall is recorded (an audit's nonconformity, an
 * evaluation found not compliant, an inspection's answer that falls short): ticked, its title, who
 * and by when go with the record to the action plan in the same step; unticked, none.
 */
export function CorrectiveActionFields<T extends FieldValues, O>(props: {
  /** A form whose values have a `correctiveAction` (correctiveActionSchema). */
  form: UseFormReturn<T, unknown, O>;
  organizationId: string;
  /** The tick's words where the record has its own ("raise an action"). */
  label?: string;
}) {
  const t = useTranslations("actionPlan.corrective");
  const { control, setValue } = props.form;
  const name = "correctiveAction" as Path<T>;
  const proposed = useWatch({ control, name });
  const propose = (checked: boolean) =>
    setValue(name, (checked ? { title: "", responsibleId: null, dueDate: null } : null) as PathValue<T, Path<T>>, {
      shouldDirty: true,
    });
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={!!proposed} onChange={(event) => propose(event.target.checked)} />}
        label={props.label ?? t("propose")}
      />
      {proposed ? (
        <Stack spacing={2}>
          <FormTextField control={control} name={"correctiveAction.title" as Path<T>} label={t("title")} required />
          <MemberPicker
            control={control}
            name={"correctiveAction.responsibleId" as Path<T>}
            label={t("responsible")}
            organizationId={props.organizationId}
            initial={null}
          />
          <FormDateField control={control} name={"correctiveAction.dueDate" as Path<T>} label={t("due")} />
        </Stack>
      ) : null}
    </>
  );
}
