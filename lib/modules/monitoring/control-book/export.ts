import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listAgreements, listInspections } from "./data";
import { agreementList, inspectionList } from "./schema";

/** The agreement grid's columns as an export. */
export const agreementExport = defineExport<RowOf<typeof listAgreements>>(agreementList, {
  fileName: "controlBook.agreements.fileName",
  columns: {
    title: { heading: "controlBook.columns.title", value: (row) => row.title },
    type: { heading: "controlBook.columns.type", value: (row, t) => t(`controlBook.types.${row.type}`) },
    frequency: {
      heading: "controlBook.columns.frequency",
      value: (row, t) => t(`people.frequency.${row.frequency}`),
    },
    responsible: { heading: "controlBook.columns.responsible", value: (row) => row.responsible?.name },
    stakeholder: { heading: "controlBook.columns.stakeholder", value: (row) => row.stakeholder?.name },
    machine: { heading: "controlBook.columns.machine", value: (row) => row.machine?.name },
    startsAt: { heading: "controlBook.columns.startsAt", type: "date", value: (row) => new Date(row.startsAt) },
    nextDueDate: {
      heading: "controlBook.columns.nextDueDate",
      type: "date",
      value: (row) => row.nextDueDate && new Date(row.nextDueDate),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});

/** The inspection grid's columns as an export. */
export const inspectionExport = defineExport<RowOf<typeof listInspections>>(inspectionList, {
  fileName: "controlBook.inspections.fileName",
  columns: {
    title: { heading: "controlBook.columns.title", value: (row) => row.title },
    type: { heading: "controlBook.columns.type", value: (row, t) => t(`controlBook.types.${row.type}`) },
    status: { heading: "controlBook.columns.status", value: (row, t) => t(`controlBook.statuses.${row.status}`) },
    dueDate: { heading: "controlBook.columns.dueDate", type: "date", value: (row) => new Date(row.dueDate) },
    performedAt: {
      heading: "controlBook.columns.performedAt",
      type: "date",
      value: (row) => row.performedAt && new Date(row.performedAt),
    },
    result: {
      heading: "controlBook.columns.result",
      value: (row, t) => row.result && t(`controlBook.results.${row.result}`),
    },
    responsible: { heading: "controlBook.columns.responsible", value: (row) => row.responsible?.name },
    machine: { heading: "controlBook.columns.machine", value: (row) => row.machine?.name },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
