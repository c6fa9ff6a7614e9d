import type { Option } from "@/components/platform/forms/remote-autocomplete";
import { localized } from "@/lib/modules/evaluation/questionnaires/content";

/** How the organization's stakeholders appear in the agreement's picker. */
export const stakeholderOption = (row: Record<string, unknown>): Option => ({
  id: String(row.id),
  label: String((row.stakeholder as { name?: string } | undefined)?.name ?? ""),
});

export const orgUrl = (organizationId: string, resource: string) =>
  `/api/v1/organizations/${organizationId}/${resource}`;

/** How the questionnaires appear in the agreement's picker: by their title in the reader's language. */
export const questionnaireOption = (locale: string) => (row: Record<string, unknown>) => ({
  id: String(row.id),
  label: localized(row.titleEn as string | null, row.titleDa as string | null, locale),
});
