import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listMachines } from "./data";
import { machineList } from "./schema";

/** The machine grid's columns as an export. */
export const machineExport = defineExport<RowOf<typeof listMachines>>(machineList, {
  fileName: "machines.fileName",
  columns: {
    name: { heading: "machines.columns.name", value: (row) => row.name },
    kind: { heading: "machines.columns.kind", value: (row) => row.kind },
    manufacturer: { heading: "machines.columns.manufacturer", value: (row) => row.manufacturer },
    model: { heading: "machines.columns.model", value: (row) => row.model },
    serialNumber: { heading: "machines.columns.serialNumber", value: (row) => row.serialNumber },
    area: { heading: "machines.columns.area", value: (row) => row.area?.name },
    responsible: { heading: "machines.columns.responsible", value: (row) => row.responsible?.name },
    inceptionDate: {
      heading: "machines.columns.inceptionDate",
      type: "date",
      value: (row) => new Date(row.inceptionDate),
    },
    endOfUseDate: {
      heading: "machines.columns.endOfUseDate",
      type: "date",
      value: (row) => row.endOfUseDate && new Date(row.endOfUseDate),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
