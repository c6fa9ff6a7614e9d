import type { Option } from "@/components/platform/forms/remote-autocomplete";

export const orgUrl = (organizationId: string, resource: string) =>
  `/api/v1/organizations/${organizationId}/${resource}`;

/** How the organization's stakeholders appear in the pickers: by the stakeholder's name. */
export const stakeholderOption = (row: Record<string, unknown>): Option => ({
  id: String(row.id),
  label: String((row.stakeholder as { name?: string } | undefined)?.name ?? ""),
});

/** How the plan's lines appear in the communication's picker: by their topic. */
export const planItemOption = (row: Record<string, unknown>): Option => ({
  id: String(row.id),
  label: String(row.topic ?? ""),
});
