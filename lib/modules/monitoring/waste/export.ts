import { defineExport } from "@/lib/platform/lists/export/columns";
import type { HandlerListRowDto } from "./dto";
import { handlerList } from "./schema";

/** The handler grid's columns as an export. */
export const handlerExport = defineExport<HandlerListRowDto>(handlerList, {
  fileName: "waste.handlers.fileName",
  columns: {
    name: { heading: "waste.handlers.columns.name", value: (row) => row.stakeholder.name },
    approvalNumber: { heading: "waste.handlers.columns.approvalNumber", value: (row) => row.approvalNumber },
    contact: {
      heading: "waste.handlers.columns.contact",
      value: (row) => [row.contactName, row.contactEmail, row.contactPhone].filter(Boolean).join(", "),
    },
    arrangementCount: {
      heading: "waste.handlers.columns.arrangements",
      type: "number",
      value: (row) => row.arrangementCount,
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
