import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listCommunications, listPlanItems } from "./data";
import { communicationList, planItemList } from "./schema";

const date = (value: string | null) => (value ? new Date(value) : null);

/** The plan grid's columns as an export. */
export const planItemExport = defineExport<RowOf<typeof listPlanItems>>(planItemList, {
  fileName: "communication.plan.fileName",
  columns: {
    topic: { heading: "communication.fields.topic", value: (row) => row.topic },
    internalAudience: { heading: "communication.fields.internalAudience", value: (row) => row.internalAudience },
    stakeholders: {
      heading: "communication.fields.stakeholders",
      value: (row) => row.stakeholders.map((stakeholder) => stakeholder.name).join(", "),
    },
    channel: { heading: "communication.fields.channel", value: (row, t) => t(`communication.channels.${row.channel}`) },
    direction: {
      heading: "communication.fields.direction",
      value: (row, t) => t(`communication.directions.${row.direction}`),
    },
    frequency: { heading: "communication.fields.frequency", value: (row, t) => t(`people.frequency.${row.frequency}`) },
    responsible: { heading: "communication.fields.responsible", value: (row) => row.responsible?.name },
    startsAt: { heading: "communication.fields.startsAt", type: "date", value: (row) => date(row.startsAt) },
    nextDueDate: { heading: "communication.fields.nextDueDate", type: "date", value: (row) => date(row.nextDueDate) },
    dueStatus: {
      heading: "communication.fields.dueStatus",
      value: (row, t) => row.dueStatus && t(`communication.dueStatuses.${row.dueStatus}`),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});

/** The log grid's columns as an export. */
export const communicationExport = defineExport<RowOf<typeof listCommunications>>(communicationList, {
  fileName: "communication.log.fileName",
  columns: {
    date: { heading: "communication.fields.date", type: "date", value: (row) => date(row.date) },
    subject: { heading: "communication.fields.subject", value: (row) => row.subject },
    kind: { heading: "communication.fields.kind", value: (row, t) => t(`communication.kinds.${row.kind}`) },
    direction: {
      heading: "communication.fields.direction",
      value: (row, t) => t(`communication.directions.${row.direction}`),
    },
    channel: { heading: "communication.fields.channel", value: (row, t) => t(`communication.channels.${row.channel}`) },
    stakeholder: {
      heading: "communication.fields.stakeholderOrCounterpart",
      value: (row) => row.stakeholder?.name ?? row.counterpart,
    },
    responseDueDate: {
      heading: "communication.fields.responseDueDate",
      type: "date",
      value: (row) => date(row.responseDueDate),
    },
    responseStatus: {
      heading: "communication.fields.responseStatus",
      value: (row, t) => row.responseStatus && t(`communication.responseStatuses.${row.responseStatus}`),
    },
    respondedDate: {
      heading: "communication.fields.respondedDate",
      type: "date",
      value: (row) => date(row.respondedDate),
    },
    planItem: { heading: "communication.fields.planItem", value: (row) => row.planItem?.topic },
    responsible: { heading: "communication.fields.responsible", value: (row) => row.responsible?.name },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
