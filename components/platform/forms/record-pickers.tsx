"use client";
// The pickers of one of the organization's own records that forms link to: a member (a responsible,
// an owner, an evaluator …) or a record listed by name (a machine, a meter).
import type { FieldValues, Path } from "react-hook-form";
import { memberOption, namedOption, peopleUrl } from "./people-options";
import type { FormControl } from "./fields";
import { RemoteAutocomplete } from "./remote-autocomplete";

type PickerProps<T extends FieldValues> = {
  control: FormControl<T>;
  name: Path<T>;
  label: string;
  organizationId: string;
  helperText?: string;
};

/**
 * One member who may act in the organization (its own, or one above it whose scopes reach it: a
 * holding's coordinator in a subsidiary), shown with name and e-mail; `initial` is the one chosen
 * when the form opens.
 */
export function MemberPicker<T extends FieldValues>({
  organizationId,
  initial,
  ...props
}: PickerProps<T> & { initial: { id: string; name: string; email: string } | null | undefined }) {
  return (
    <RemoteAutocomplete
      {...props}
      url={`${peopleUrl(organizationId, "members")}?acting=true`}
      toOption={memberOption}
      initial={initial ? [memberOption(initial)] : []}
    />
  );
}

/**
 * One of the organization's records of a kind its list endpoint searches by name, e.g. `machines`
 * or `meters`; `initial` is the one chosen when the form opens.
 */
export function NamedRecordPicker<T extends FieldValues>({
  organizationId,
  resource,
  initial,
  ...props
}: PickerProps<T> & { resource: string; initial: { id: string; name: string } | null | undefined }) {
  return (
    <RemoteAutocomplete
      {...props}
      url={`/api/v1/organizations/${organizationId}/${resource}`}
      toOption={namedOption}
      initial={initial ? [namedOption(initial)] : []}
    />
  );
}

/** Several members who may act in the organization (an audit's auditors), as MemberPicker shows one. */
export function MembersPicker<T extends FieldValues>({
  organizationId,
  initial,
  ...props
}: PickerProps<T> & { initial: { id: string; name: string; email: string }[] }) {
  return (
    <RemoteAutocomplete
      {...props}
      multiple
      url={`${peopleUrl(organizationId, "members")}?acting=true`}
      toOption={memberOption}
      initial={initial.map(memberOption)}
    />
  );
}
