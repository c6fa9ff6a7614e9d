// How members, roles and competences appear in the pickers of every module's forms.
import type { Option } from "./remote-autocomplete";

export const memberOption = (row: Record<string, unknown>): Option => ({
  id: String(row.id),
  label: `${row.name} (${row.email})`,
});
export const namedOption = (row: Record<string, unknown>): Option => ({ id: String(row.id), label: String(row.name) });

export const peopleUrl = (organizationId: string, resource: "members" | "roles" | "competences") =>
  `/api/v1/organizations/${organizationId}/${resource}`;
