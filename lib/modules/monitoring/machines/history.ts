// How a machine reads in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";
import { areaRecord } from "@/lib/modules/organization/structure/history";

/** A machine, named by its name. */
export const machineRecord = record("Machine");

export const machinesHistory = defineHistory({
  machine: {
    fields: {
      name: field.text("machines.columns.name"),
      kind: field.text("machines.columns.kind"),
      manufacturer: field.text("machines.columns.manufacturer"),
      model: field.text("machines.columns.model"),
      serialNumber: field.text("machines.columns.serialNumber"),
      areaId: field.ref("machines.columns.area", areaRecord),
      inceptionDate: field.date("machines.columns.inceptionDate"),
      endOfUseDate: field.date("machines.columns.endOfUseDate"),
      responsibleId: field.ref("machines.columns.responsible", memberRecord),
      description: field.text("machines.columns.description"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  machine_file: { fields: {} },
});
