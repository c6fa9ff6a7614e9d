"use client";
import { Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { acquisitionInputSchema } from "@/lib/modules/organization/competences/schema";

// the competence is the address's, not the body's: the form chooses it beside the fields
const formSchema = acquisitionInputSchema.extend({ competenceId: z.uuid() });

/**
 * A member's acquisition of a competence: the date, the certificate and a note, recorded as a
 * record of its own with who recorded it and when. The competence's recurrence gives its expiry.
 */
export function AcquisitionForm(props: {
  organizationId: string;
  memberId: string;
  memberName: string;
  /** The competences the member must hold. */
  competences: { id: string; name: string }[];
  competenceId: string | null;
  today: string;
}) {
  const t = useTranslations("people.acquisitions");
  const documents = useDocuments(props.organizationId, []);
  const back = `/organization/members-roles-and-competences/members/${props.memberId}`;
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: formSchema,
    defaultValues: { competenceId: props.competenceId ?? "", acquiredOn: props.today, note: "", fileIds: [] },
    save: async ({ competenceId, ...values }) => {
      const fileIds = await documents.save();
      return api(
        `/api/v1/organizations/${props.organizationId}/members/${props.memberId}/competences/${competenceId}/acquisitions`,
        { method: "POST", body: { ...values, fileIds } },
      );
    },
    successMessage: () => t("recorded"),
    afterSave: () => back,
  });
  const { control } = form;
  return (
    <FormLayout title={t("add")} onSubmit={submit} saving={saving} stale={stale} cancelHref={back}>
      <Typography sx={{ overflowWrap: "anywhere" }}>{props.memberName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t("intro")}
      </Typography>
      <FormSelect
        control={control}
        name="competenceId"
        label={t("fields.competence")}
        required
        options={props.competences.map((competence) => ({ value: competence.id, label: competence.name }))}
      />
      <FormDateField control={control} name="acquiredOn" label={t("fields.acquiredOn")} />
      <DocumentList {...documents.listProps} label={t("fields.files")} />
      <FormTextField control={control} name="note" label={t("fields.note")} multiline minRows={2} />
    </FormLayout>
  );
}
