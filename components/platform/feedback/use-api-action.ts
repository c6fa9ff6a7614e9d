"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api, ApiClientError, type ApiOptions } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { useToast } from "./toast-provider";

/**
 * A button's one call to the API outside a form (accept a delegation, move a card): while it runs
 * `busy`; afterwards the change announced to other tabs, a toast and the page refreshed; a refusal
 * said in a toast (a stale copy in the forms' words).
 */
export function useApiAction() {
  const router = useRouter();
  const toast = useToast();
  const tForms = useTranslations("forms");
  const [busy, setBusy] = useState(false);
  const run = async (path: string, options: ApiOptions, done: { kind: string; message: string }) => {
    setBusy(true);
    try {
      await api(path, options);
      announceRecordChange(done.kind);
      toast.success(done.message);
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      toast.error(error.status === 409 ? tForms("stale") : error.message);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
