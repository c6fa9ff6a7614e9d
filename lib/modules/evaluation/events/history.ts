// How an event, its actions and its photos read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";
import { areaRecord } from "@/lib/modules/organization/structure/history";

/** An event, named by what happened. */
export const eventRecord = record("Event", "title");

export const eventsHistory = defineHistory({
  event: {
    fields: {
      title: field.text("events.columns.title"),
      kind: field.enum("events.report.kind", "events.kinds"),
      importance: field.enum("events.report.importance", "events.importances"),
      accidentOccurred: field.boolean("events.report.accident"),
      occurredAt: field.timestamp("events.report.when"),
      areaId: field.ref("events.report.area", areaRecord),
      location: field.text("events.report.location"),
      latitude: field.number("audit.fields.latitude"),
      longitude: field.number("audit.fields.longitude"),
      description: field.text("events.detail.description"),
      reporterName: field.text("events.columns.reporterName"),
      status: field.enum("events.form.status", "events.statuses"),
      immediateAction: field.text("events.form.immediateAction"),
      investigation: field.text("events.form.investigation"),
      rootCause: field.text("events.form.rootCause"),
      lostWorkdays: field.number("events.form.lostWorkdays"),
      closedDate: field.timestamp("audit.fields.closedDate"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the reporter is named as reported; the key that keeps a report from being sent twice is technical
    hidden: ["reportedById", "idempotencyKey"],
  },
  event_action: {
    fields: {
      eventId: field.ref("audit.entities.event", eventRecord),
      type: field.enum("events.form.actionType", "events.actionTypes"),
      description: field.text("events.form.actionDescription"),
      responsibleId: field.ref("events.form.responsible", memberRecord),
      dueDate: field.date("events.form.dueDate"),
      doneDate: field.date("events.form.doneDate"),
      waived: field.boolean("events.form.waived"),
      waivedReason: field.text("events.form.waivedReason"),
    },
    // the order of the actions on the form
    hidden: ["position"],
  },
  event_file: { fields: {} },
});
