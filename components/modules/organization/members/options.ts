import type { Option } from "@/components/platform/forms/remote-autocomplete";

/** How members, roles and competences appear in pickers. */
export const memberOption = (row: Record<string, unknown>): Option => ({
  id: String(row.id),
  label: `${row.name} (${row.email})`,
});
export const namedOption = (row: Record<string, unknown>): Option => ({ id: String(row.id), label: String(row.name) });

export const peopleUrl = (organizationId: string, resource: "members" | "roles" | "competences") =>
  `/api/v1/organizations/${organizationId}/${resource}`;
