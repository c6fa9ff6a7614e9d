"use client";
import { Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { toWireDate } from "@/lib/platform/api/wire";
import { api } from "@/lib/platform/client/api-client";
import type { CompetenceDto } from "@/lib/modules/organization/competences/dto";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { competenceInputSchema } from "@/lib/modules/organization/competences/schema";
import { memberOption, peopleUrl } from "@/components/platform/forms/people-options";
import { RequirementsEditor } from "./requirements-editor";

const BASE = "/organization/members-roles-and-competences";

/** A competence with who needs it and its certificates; the files are saved first, then the competence. */
export function CompetenceForm({
  organizationId,
  competence,
}: {
  organizationId: string;
  competence: CompetenceDto | null;
}) {
  const t = useTranslations("people");
  const documents = useDocuments(organizationId, competence?.files ?? []);
  const assignments = competence?.memberAssignments ?? [];
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: competenceInputSchema,
    defaultValues: {
      name: competence?.name ?? "",
      description: competence?.description ?? "",
      frequency: competence?.frequency ?? "P1Y",
      memberAssignments: assignments.map((assignment) => ({
        memberId: assignment.member.id,
        acquisitionDeadline: toWireDate(assignment.acquisitionDeadline),
        lastAcquisitionDate: toWireDate(assignment.lastAcquisitionDate),
        manual: assignment.manual,
      })),
      fileIds: competence?.files.map((file) => file.id) ?? [],
      lastModifiedDate: competence ? new Date(competence.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) => {
      const body = { ...values, fileIds: await documents.save() };
      return competence
        ? api<CompetenceDto>(`${peopleUrl(organizationId, "competences")}/${competence.id}`, { method: "PUT", body })
        : api<CompetenceDto>(peopleUrl(organizationId, "competences"), { method: "POST", body });
    },
    successMessage: (values) => t(competence ? "competence.saved" : "competence.created", { name: values.name }),
    afterSave: (saved) => `${BASE}/competences/${saved.id}`,
  });
  const { control } = form;
  const notes = Object.fromEntries(
    assignments.filter((a) => !a.manual).map((a) => [a.member.id, t("competence.fromRole")]),
  );
  return (
    <FormLayout
      title={competence ? t("competence.editTitle", { name: competence.name }) : t("competence.newTitle")}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={competence ? `${BASE}/competences/${competence.id}` : `${BASE}?tab=competences`}
    >
      <FormTextField control={control} name="name" label={t("competence.name")} required autoFocus />
      <FormTextField control={control} name="description" label={t("competence.description")} multiline minRows={3} />
      <FormSelect
        control={control}
        name="frequency"
        label={t("competence.frequency")}
        options={FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`frequency.${frequency}`) }))}
      />
      <Typography variant="h6" component="h2">
        {t("competence.assignments")}
      </Typography>
      <RequirementsEditor
        control={control}
        name="memberAssignments"
        idKey="memberId"
        url={peopleUrl(organizationId, "members")}
        toOption={memberOption}
        labels={Object.fromEntries(assignments.map((a) => [a.member.id, `${a.member.name} (${a.member.email})`]))}
        notes={notes}
        relatedLabel={t("competence.member")}
        addLabel={t("competence.addAssignment")}
        emptyText={t("competence.noAssignments")}
      />
      <DocumentList {...documents.listProps} label={t("competence.certificates")} />
    </FormLayout>
  );
}
