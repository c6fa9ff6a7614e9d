import { defineExport, type ExportColumn } from "@/lib/platform/lists/export/columns";
import type { toEmissionFactorListRow } from "./dto";
import { emissionFactorList, organizationFactorList } from "./schema";

type Row = ReturnType<typeof toEmissionFactorListRow>;

const columns: Record<string, ExportColumn<Row>> = {
  name: { heading: "emissionFactors.columns.name", value: (row) => row.name },
  utilityType: {
    heading: "emissionFactors.columns.utilityType",
    value: (row, t) => t(`emissionFactors.utilityTypes.${row.utilityType}`),
  },
  ghgCategory: {
    heading: "emissionFactors.columns.ghgCategory",
    value: (row, t) => t(`emissionFactors.categories.${row.ghgCategory}`),
  },
  basis: {
    heading: "emissionFactors.columns.basis",
    value: (row, t) => t(`emissionFactors.bases.${row.basis}`),
  },
  value: {
    heading: "emissionFactors.columns.value",
    type: "number",
    value: (row) => (row.value ? Number(row.value.value) : null),
    with: ["valueUnit"],
  },
  valueUnit: {
    heading: "emissionFactors.columns.valueUnit",
    value: (row, t) =>
      row.value ? `${t(`emissionFactors.emissionUnits.${row.value.emissionUnit}`)}/${row.value.meterUnit}` : null,
  },
  source: { heading: "emissionFactors.columns.source", value: (row) => row.source },
  lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
};

/** The catalogue grid's columns as an export. */
export const catalogueExport = defineExport<Row>(emissionFactorList, { fileName: "emissionFactors.fileName", columns });

/** The organization's factor grid's columns as an export. */
export const organizationFactorExport = defineExport<Row>(organizationFactorList, {
  fileName: "emissionFactors.fileName",
  columns,
});
