import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listDelegations } from "./data";
import { delegationList } from "./schema";

/** The delegations as an export: the responsibility in the reader's language. */
export const delegationExport = defineExport<RowOf<typeof listDelegations>>(delegationList, {
  fileName: "delegation.fileName",
  columns: {
    responsibility: {
      heading: "delegation.fields.responsibility",
      // the message picks the name of its own language
      value: (row, t) =>
        t("delegation.nameInLanguage", { en: row.responsibility.nameEn, da: row.responsibility.nameDa }),
    },
    member: { heading: "delegation.fields.member", value: (row) => row.member.name },
    startDate: { heading: "delegation.fields.startDate", type: "date", value: (row) => new Date(row.startDate) },
    endDate: {
      heading: "delegation.fields.endDate",
      type: "date",
      value: (row) => row.endDate && new Date(row.endDate),
    },
    delegatedBy: { heading: "delegation.fields.delegatedBy", value: (row) => row.delegatedByName },
    acceptedDate: { heading: "delegation.fields.acceptedDate", type: "dateTime", value: (row) => row.acceptedDate },
    authority: { heading: "delegation.fields.authority", value: (row) => row.authority },
  },
});
