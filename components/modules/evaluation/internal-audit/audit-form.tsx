"use client";
import { Stack } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormCheckboxes, FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormMultiPicker } from "@/components/platform/forms/multi-picker";
import { FormSection } from "@/components/platform/forms/form-section";
import { MemberPicker, MembersPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import { ISO_CLAUSES, clauseRef } from "@/lib/platform/iso-clauses";
import type { AuditDto } from "@/lib/modules/evaluation/internal-audit/dto";
import { auditInputSchema } from "@/lib/modules/evaluation/internal-audit/schema";
import { clauseLabel } from "./clause-label";

const BASE = "/evaluation/internal-audit";
type Option = { id: string; name: string };

export type AuditChoices = { areas: Option[]; questionnaires: Option[] };

const STANDARDS = [
  { value: "ISO_14001", label: "ISO 14001" },
  { value: "ISO_45001", label: "ISO 45001" },
] as const;

/**
 * An audit of the programme: what and where (year, area, standards and their clauses, scope and
 * criteria), who (lead auditor, auditors, auditees, and why a member of the area audits it), when
 * (planned and performed), the questionnaire answered, and the conclusions with their documents.
 */
export function AuditForm(props: { organizationId: string; audit: AuditDto | null; choices: AuditChoices }) {
  const t = useTranslations("internalAudit");
  const locale = useLocale();
  const { audit, choices } = props;
  const documents = useDocuments(props.organizationId, audit?.files ?? []);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: auditInputSchema,
    defaultValues: {
      title: audit?.title ?? "",
      year: audit?.year ?? new Date().getFullYear(),
      areaId: audit?.area?.id ?? null,
      standards: (audit?.standards as ("ISO_14001" | "ISO_45001")[] | undefined) ?? ["ISO_14001"],
      clauses: audit?.clauses ?? [],
      scope: audit?.scope ?? "",
      criteria: audit?.criteria ?? "",
      leadAuditorId: audit?.leadAuditor?.id ?? null,
      auditorIds: audit?.auditors.map((member) => member.id) ?? [],
      auditeeIds: audit?.auditees.map((member) => member.id) ?? [],
      independenceNote: audit?.independenceNote ?? "",
      // a new audit is planned for today until a date is chosen
      plannedStart: audit?.plannedStart ?? new Date().toISOString().slice(0, 10),
      plannedEnd: audit?.plannedEnd ?? null,
      actualStart: audit?.actualStart ?? null,
      actualEnd: audit?.actualEnd ?? null,
      questionnaireId: audit?.questionnaire?.questionnaireId ?? null,
      strongPoints: audit?.strongPoints ?? "",
      summary: audit?.summary ?? "",
      fileIds: audit?.files.map((file) => file.id) ?? [],
      lastModifiedDate: audit ? new Date(audit.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) =>
      saveRecord<AuditDto>(
        `/api/v1/organizations/${props.organizationId}/internal-audits`,
        audit?.id,
        { ...values, fileIds: await documents.save() },
        "internalAudit",
      ),
    successMessage: () => t("saved"),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  const standards = useWatch({ control, name: "standards" }) ?? [];
  const clauseOptions = ISO_CLAUSES.filter((clause) => (standards as string[]).includes(clause.standard)).map(
    (clause) => ({ id: clauseRef(clause), name: clauseLabel(clauseRef(clause), locale) }),
  );
  return (
    <FormLayout
      title={audit ? t("editTitle") : t("newTitle")}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={audit ? `${BASE}/${audit.id}` : BASE}
    >
      <FormTextField control={control} name="title" label={t("fields.title")} required autoFocus />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="year" label={t("fields.year")} type="number" required />
        <FormSelect
          control={control}
          name="areaId"
          label={t("fields.area")}
          allowEmpty={t("none")}
          options={choices.areas.map((area) => ({ value: area.id, label: area.name }))}
        />
      </Stack>
      <FormCheckboxes control={control} name="standards" label={t("fields.standards")} options={[...STANDARDS]} />
      <FormMultiPicker control={control} name="clauses" label={t("fields.clauses")} options={clauseOptions} />
      <FormTextField control={control} name="scope" label={t("fields.scope")} multiline minRows={2} />
      <FormTextField control={control} name="criteria" label={t("fields.criteria")} multiline minRows={2} />
      <FormSelect
        control={control}
        name="questionnaireId"
        label={t("fields.questionnaire")}
        allowEmpty={t("none")}
        options={choices.questionnaires.map((row) => ({ value: row.id, label: row.name }))}
      />
      <FormSection title={t("sections.people")} />
      <MemberPicker
        control={control}
        name="leadAuditorId"
        label={t("fields.leadAuditor")}
        organizationId={props.organizationId}
        initial={audit?.leadAuditor}
      />
      <MembersPicker
        control={control}
        name="auditorIds"
        label={t("fields.auditors")}
        organizationId={props.organizationId}
        initial={audit?.auditors ?? []}
      />
      <MembersPicker
        control={control}
        name="auditeeIds"
        label={t("fields.auditees")}
        organizationId={props.organizationId}
        initial={audit?.auditees ?? []}
      />
      <FormTextField
        control={control}
        name="independenceNote"
        label={t("fields.independenceNote")}
        helperText={t("independence.help")}
        multiline
        minRows={2}
      />
      <FormSection title={t("sections.dates")} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="plannedStart" label={t("fields.plannedStart")} />
        <FormDateField control={control} name="plannedEnd" label={t("fields.plannedEnd")} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="actualStart" label={t("fields.actualStart")} />
        <FormDateField control={control} name="actualEnd" label={t("fields.actualEnd")} />
      </Stack>
      <FormSection title={t("sections.conclusions")} />
      <FormTextField control={control} name="strongPoints" label={t("fields.strongPoints")} multiline minRows={2} />
      <FormTextField control={control} name="summary" label={t("fields.summary")} multiline minRows={3} />
      <DocumentList {...documents.listProps} label={t("fields.files")} />
    </FormLayout>
  );
}
