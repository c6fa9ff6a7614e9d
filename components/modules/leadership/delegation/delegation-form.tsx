"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { DelegationDto } from "@/lib/modules/leadership/delegation/dto";
import { delegationInputSchema } from "@/lib/modules/leadership/delegation/schema";

const BASE = "/leadership/delegation";

/** A delegation's terms: which responsibility, to whom, what they may decide, from when and until when. */
export function DelegationForm({
  organizationId,
  delegation,
  responsibilities,
  responsibilityId,
  today,
}: {
  organizationId: string;
  delegation: DelegationDto | null;
  /** In the reader's language. */
  responsibilities: { id: string; name: string }[];
  /** A new one's responsibility, when it was chosen before (from the coverage view). */
  responsibilityId: string | null;
  today: string;
}) {
  const t = useTranslations("delegation");
  const { form, submit, stale, saving } = useEntityForm({
    schema: delegationInputSchema,
    defaultValues: {
      responsibilityId: delegation?.responsibility.id ?? responsibilityId ?? "",
      memberId: delegation?.member.id ?? "",
      authority: delegation?.authority ?? "",
      startDate: delegation?.startDate ?? today,
      endDate: delegation?.endDate ?? null,
      lastModifiedDate: delegation ? new Date(delegation.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      saveRecord<DelegationDto>(
        `/api/v1/organizations/${organizationId}/delegations`,
        delegation?.id,
        values,
        "delegation",
      ),
    successMessage: () => t("saved"),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  return (
    <FormLayout
      title={delegation ? t("editTitle") : t("newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={delegation ? `${BASE}/${delegation.id}` : BASE}
    >
      <FormSelect
        control={control}
        name="responsibilityId"
        label={t("fields.responsibility")}
        required
        options={responsibilities.map((responsibility) => ({ value: responsibility.id, label: responsibility.name }))}
      />
      <MemberPicker
        control={control}
        name="memberId"
        label={t("fields.member")}
        organizationId={organizationId}
        initial={delegation?.member}
      />
      <FormTextField control={control} name="authority" label={t("fields.authority")} multiline minRows={2} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="startDate" label={t("fields.startDate")} />
        <FormDateField control={control} name="endDate" label={t("fields.endDate")} />
      </Stack>
    </FormLayout>
  );
}
