"use client";
import { useTranslations } from "next-intl";
import type { FieldValues, Path } from "react-hook-form";
import type { IsoStandard } from "@/lib/generated/prisma/enums";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import { FormCheckboxes, FormTextField, type FormControl } from "./fields";

/** The fields a record that serves ISO standards has in its input schema. */
type IsoValues = { isoStandards?: IsoStandard[]; isoClause?: string | null };

/**
 * THE form fields of a record that serves ISO management-system standards (a policy, a procedure,
 * an own document, the scope): the standards it serves and, with `clause`, the clause it implements.
 * The labels come from the module's form messages (`standards`; `isoClause` and `isoClauseHelp`
 * with a clause), the standards' names from the scope's messages, which name them everywhere.
 */
export function IsoFields<T extends FieldValues & IsoValues>(props: {
  control: FormControl<T>;
  /** The namespace of the module's form messages, as ReviewFields takes it. */
  messages: string;
  clause?: boolean;
}) {
  const t = useTranslations(props.messages);
  const tScope = useTranslations("scope");
  const field = (name: keyof IsoValues) => name as Path<T>;
  return (
    <>
      <FormCheckboxes
        control={props.control}
        name={field("isoStandards")}
        label={t("standards")}
        options={ISO_STANDARDS.map((value) => ({ value, label: tScope(`isoStandards.${value}`) }))}
      />
      {props.clause ? (
        <FormTextField
          control={props.control}
          name={field("isoClause")}
          label={t("isoClause")}
          helperText={t("isoClauseHelp")}
        />
      ) : null}
    </>
  );
}
