import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listEvents } from "./data";
import { eventList } from "./schema";

/** The event grid's columns as an export (also the basis of the yearly report to the authorities). */
export const eventExport = defineExport<RowOf<typeof listEvents>>(eventList, {
  fileName: "events.fileName",
  columns: {
    occurredAt: { heading: "events.columns.occurredAt", type: "dateTime", value: (row) => row.occurredAt },
    title: { heading: "events.columns.title", value: (row) => row.title },
    kind: { heading: "events.columns.kind", value: (row, t) => t(`events.kinds.${row.kind}`) },
    importance: { heading: "events.columns.importance", value: (row, t) => t(`events.importances.${row.importance}`) },
    accidentOccurred: {
      heading: "events.columns.accidentOccurred",
      value: (row, t) => t(row.accidentOccurred ? "events.yes" : "events.no"),
    },
    place: { heading: "events.columns.place", value: (row) => row.area?.name ?? row.location },
    status: { heading: "events.columns.status", value: (row, t) => t(`events.statuses.${row.status}`) },
    openActions: { heading: "events.columns.openActions", type: "number", value: (row) => row.openActions },
    reporterName: { heading: "events.columns.reporterName", value: (row) => row.reporterName },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
