import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listMeters, listReadings } from "./data";
import { unitSymbol } from "./groups";
import { meterList, readingList } from "./schema";

/** The meter grid's columns as an export. */
export const meterExport = defineExport<RowOf<typeof listMeters>>(meterList, {
  fileName: "meters.fileName",
  columns: {
    name: { heading: "meters.columns.name", value: (row) => row.name },
    meterType: { heading: "meters.columns.meterType", value: (row, t) => t(`meters.types.${row.meterType}`) },
    unit: { heading: "meters.columns.unit", value: (row) => unitSymbol(row.unitGroup, row.unit) },
    readingMode: { heading: "meters.columns.readingMode", value: (row, t) => t(`meters.modes.${row.readingMode}`) },
    area: { heading: "meters.columns.area", value: (row) => row.area?.name },
    identifier: { heading: "meters.columns.identifier", value: (row) => row.identifier },
    nextReadingDate: {
      heading: "meters.columns.nextReadingDate",
      type: "date",
      value: (row) => row.nextReadingDate && new Date(row.nextReadingDate),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});

/**
 * A meter's readings as an export: the moment, the value and unit as entered, and the meter's
 * name, the columns the readings import reads, so an exported file imports again.
 */
export const readingExport = defineExport<RowOf<typeof listReadings>>(readingList, {
  fileName: "meters.readings.fileName",
  columns: {
    performedAt: { heading: "meters.readings.columns.performedAt", type: "dateTime", value: (row) => row.performedAt },
    value: { heading: "meters.readings.columns.value", type: "number", value: (row) => Number(row.value) },
    unit: { heading: "meters.readings.columns.unit", value: (row) => row.unit },
    reset: {
      heading: "meters.readings.columns.reset",
      value: (row, t) => (row.reset ? t("meters.readings.yes") : ""),
    },
    quantity: {
      heading: "meters.readings.columns.quantity",
      type: "number",
      value: (row) => (row.quantityInMeterUnit === null ? null : Number(row.quantityInMeterUnit)),
    },
    note: { heading: "meters.readings.columns.note", value: (row) => row.note },
  },
});
