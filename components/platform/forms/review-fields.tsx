"use client";
import { useTranslations } from "next-intl";
import type { FieldValues, Path } from "react-hook-form";
import type { Frequency } from "@/lib/generated/prisma/enums";
import type { FormControl } from "./fields";
import { RecurrenceFields } from "./recurrence-fields";
import { MemberPicker } from "./record-pickers";

/** The fields a record under review has in its input schema. */
export type ReviewValues = {
  ownerId?: string | null;
  reviewRecurrence?: Frequency | null;
  nextReviewDate?: string | null;
};

/**
 * THE form section of a record that someone owns and reviews at intervals (a policy, an own
 * document …): its owner (a member), the review recurrence and the next review date. The labels
 * come from the module's form messages (`owner`, `reviewRecurrence`, `noRecurrence`,
 * `nextReviewDate` and `nextReviewHelp`, which says what an empty date becomes).
 */
export function ReviewFields<T extends FieldValues & ReviewValues>(props: {
  control: FormControl<T>;
  organizationId: string;
  /** The owner when the form opens (the record's member summary). */
  owner: { id: string; name: string; email: string } | null | undefined;
  /** The module's form messages, e.g. "policies.form". */
  messages: string;
}) {
  const t = useTranslations(props.messages);
  const field = (name: keyof ReviewValues) => name as Path<T>;
  return (
    <>
      <MemberPicker
        control={props.control}
        name={field("ownerId")}
        label={t("owner")}
        organizationId={props.organizationId}
        initial={props.owner}
      />
      <RecurrenceFields
        control={props.control}
        recurrence={{ name: field("reviewRecurrence"), label: t("reviewRecurrence"), none: t("noRecurrence") }}
        nextDate={{ name: field("nextReviewDate"), label: t("nextReviewDate"), help: t("nextReviewHelp") }}
      />
    </>
  );
}
