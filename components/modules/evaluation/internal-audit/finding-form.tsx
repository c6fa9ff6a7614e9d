"use client";
import { Button, Stack, Typography } from "@mui/material";
import { CameraButton } from "@/components/platform/files/camera-button";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { InlineForm } from "@/components/platform/forms/inline-form";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { uploadFile } from "@/lib/platform/client/upload";
import { FINDING_KINDS, NONCONFORMITIES, type FindingKindName } from "@/lib/modules/evaluation/internal-audit/choices";
import { findingInputSchema } from "@/lib/modules/evaluation/internal-audit/schema";
import { CorrectiveActionFields } from "@/components/modules/planning/action-plan/corrective-action-fields";
import { clauseLabel } from "./clause-label";

/** What the form opens with: a new finding (from a question's answer, or blank) or one to change. */
export type FindingStart = {
  id?: string;
  kind: FindingKindName;
  clause: string | null;
  questionKey: string | null;
  statement: string;
  evidence: string;
  rootCause: string;
  fileIds: string[];
  lastModifiedDate?: string;
};

/**
 * A finding: its grade, the clause, what was found and the evidence, the root cause of a
 * nonconformity, photos from the phone's camera, and, for a nonconformity, the corrective action
 * proposed with it, which goes to the action plan in the same step.
 */
export function FindingForm(props: {
  organizationId: string;
  auditId: string;
  clauses: string[];
  start: FindingStart;
  onDone: () => void;
}) {
  const t = useTranslations("internalAudit");
  const locale = useLocale();
  const [photos, setPhotos] = useState<File[]>([]);
  const { start } = props;
  const { form, submit, stale, saving } = useEntityForm({
    schema: findingInputSchema,
    defaultValues: {
      kind: start.kind,
      clause: start.clause,
      questionKey: start.questionKey,
      statement: start.statement,
      evidence: start.evidence,
      rootCause: start.rootCause,
      fileIds: start.fileIds,
      correctiveAction: null,
      lastModifiedDate: start.lastModifiedDate,
    },
    save: async (values) => {
      const uploaded = [];
      for (const photo of photos) uploaded.push((await uploadFile(props.organizationId, photo)).id);
      const body = { ...values, fileIds: [...(values.fileIds ?? []), ...uploaded] };
      const base = `/api/v1/organizations/${props.organizationId}`;
      const saved = start.id
        ? await api(`${base}/audit-findings/${start.id}`, { method: "PUT", body })
        : await api(`${base}/internal-audits/${props.auditId}/findings`, { method: "POST", body });
      setPhotos([]);
      if (values.correctiveAction) announceRecordChange("action");
      props.onDone();
      return saved;
    },
    successMessage: () => t("findings.saved"),
  });
  const { control } = form;
  const kind = useWatch({ control, name: "kind" });
  const nonconformity = NONCONFORMITIES.includes(kind);
  const clauseOptions = [...new Set([...props.clauses, ...(start.clause ? [start.clause] : [])])];
  return (
    <InlineForm
      id="finding-form"
      label={start.id ? t("findings.edit") : t("findings.add")}
      heading={{ text: start.id ? t("findings.edit") : t("findings.add"), level: "h3" }}
      frame="outlined"
      stale={stale}
      saving={saving}
      submitLabel={t("findings.save")}
      onSubmit={submit}
    >
      <FormSelect
        control={control}
        name="kind"
        label={t("findings.kind")}
        required
        options={FINDING_KINDS.map((value) => ({ value, label: t(`findingKinds.${value}`) }))}
      />
      <FormSelect
        control={control}
        name="clause"
        label={t("findings.clause")}
        allowEmpty={t("none")}
        options={clauseOptions.map((ref) => ({ value: ref, label: clauseLabel(ref, locale) }))}
      />
      <FormTextField
        control={control}
        name="statement"
        label={t("findings.statement")}
        required
        multiline
        minRows={2}
      />
      <FormTextField control={control} name="evidence" label={t("findings.evidence")} multiline minRows={2} />
      {nonconformity ? (
        <FormTextField control={control} name="rootCause" label={t("findings.rootCause")} multiline minRows={2} />
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <CameraButton label={t("answers.addPhoto")} onPhotos={(files) => setPhotos([...photos, ...files])} />
        {photos.length || start.fileIds.length ? (
          <Typography variant="body2">
            {t("answers.photosToSave", { count: photos.length + start.fileIds.length })}
          </Typography>
        ) : null}
      </Stack>
      {nonconformity ? <CorrectiveActionFields form={form} organizationId={props.organizationId} /> : null}
      <Button onClick={props.onDone}>{t("findings.cancel")}</Button>
    </InlineForm>
  );
}
