"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { PlainButton } from "@/components/platform/ui/plain-button";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { QuestionnaireDto } from "@/lib/modules/evaluation/questionnaires/dto";

/**
 * Copies the questionnaire into the organization's own (at its current version, the questions'
 * keys kept) and opens the copy's form to adapt it.
 */
export function CopyButton(props: { organizationId: string; questionnaireId: string }) {
  const t = useTranslations("questionnaires");
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      const created = await api<QuestionnaireDto>(`/api/v1/organizations/${props.organizationId}/questionnaires`, {
        method: "POST",
        body: { questionnaireId: props.questionnaireId },
      });
      announceRecordChange("questionnaire");
      const next = `/evaluation/questionnaires/${created.id}/edit`;
      toast.success(t("copied"), { path: next });
      router.push(next);
    } catch {
      // the API client has said what went wrong
      setBusy(false);
    }
  };
  return (
    <PlainButton variant="contained" onClick={copy} disabled={busy}>
      {t("copy")}
    </PlainButton>
  );
}
