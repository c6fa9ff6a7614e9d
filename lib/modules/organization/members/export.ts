import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listMembers } from "./data";
import { memberList } from "./schema";

/**
 * The member grid's columns as an export: the name brings the address the grid shows under it, the
 * competence status its counts; the permissions and the date added are there for the API.
 */
export const memberExport = defineExport<RowOf<typeof listMembers>>(memberList, {
  fileName: "people.tabs.members",
  columns: {
    name: { heading: "people.columns.name", value: (row) => row.name, with: ["email"] },
    email: { heading: "people.columns.email", value: (row) => row.email },
    jobTitle: { heading: "people.columns.jobTitle", value: (row) => row.jobTitle },
    area: { heading: "people.columns.area", value: (row) => row.area?.name },
    roles: { heading: "people.columns.roles", value: (row) => row.roles.map((role) => role.name).join(", ") },
    competenceStatus: {
      heading: "people.status.OVERDUE",
      type: "number",
      value: (row) => row.overdueCount,
      with: ["dueSoonCount", "missingCount"],
    },
    dueSoonCount: { heading: "people.status.DUE_SOON", type: "number", value: (row) => row.dueSoonCount },
    missingCount: { heading: "people.status.MISSING", type: "number", value: (row) => row.missingCount },
    scopes: {
      heading: "people.member.scopes",
      value: (row, t) => row.scopes.map((scope) => t(`people.scopes.${scope}`)).join(", "),
    },
    createdDate: { heading: "importExport.added", type: "dateTime", value: (row) => row.createdDate },
  },
});
