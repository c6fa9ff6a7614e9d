import type { Option } from "@/components/platform/forms/remote-autocomplete";

/** How the organization's stakeholders appear in the agreement's picker. */
export const stakeholderOption = (row: Record<string, unknown>): Option => ({
  id: String(row.id),
  label: String((row.stakeholder as { name?: string } | undefined)?.name ?? ""),
});

export const orgUrl = (organizationId: string, resource: string) =>
  `/api/v1/organizations/${organizationId}/${resource}`;
