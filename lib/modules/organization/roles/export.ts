import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listRoles } from "./data";
import { roleList } from "./schema";

/** The role grid's columns as an export. */
export const roleExport = defineExport<RowOf<typeof listRoles>>(roleList, {
  fileName: "people.tabs.roles",
  columns: {
    name: { heading: "people.columns.name", value: (row) => row.name },
    description: { heading: "people.role.description", value: (row) => row.description },
    competenceCount: { heading: "people.columns.competences", type: "number", value: (row) => row.competenceCount },
    memberCount: { heading: "people.columns.members", type: "number", value: (row) => row.memberCount },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
