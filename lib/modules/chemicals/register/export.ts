import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listChemicalRegister } from "./data";
import { amountUnitSymbol } from "./amount-units";
import { chemicalRegisterList } from "./schema";

/** The register's grid columns as an export. */
export const chemicalRegisterExport = defineExport<RowOf<typeof listChemicalRegister>>(chemicalRegisterList, {
  fileName: "chemicalRegister.fileName",
  columns: {
    name: { heading: "chemicalRegister.columns.name", value: (row) => row.name },
    producer: { heading: "chemicalRegister.columns.producer", value: (row) => row.chemical.producer?.name },
    pictograms: { heading: "chemicalRegister.columns.pictograms", value: (row) => row.chemical.pictograms.join(", ") },
    signalWord: {
      heading: "chemicalRegister.columns.signalWord",
      value: (row, t) => t(`chemicalRegister.signalWords.${row.chemical.signalWord}`),
    },
    dangerCode: {
      heading: "chemicalRegister.columns.dangerCode",
      value: (row, t) => t(`chemicalRegister.dangerCodes.${row.dangerCode}`),
    },
    storageClass: { heading: "chemicalRegister.columns.storageClass", value: (row) => row.storageClass },
    sdsDate: {
      heading: "chemicalRegister.columns.sdsDate",
      type: "date",
      value: (row) => row.safetyDataSheet.lastRevisionDate && new Date(row.safetyDataSheet.lastRevisionDate),
    },
    sdsStatus: {
      heading: "chemicalRegister.columns.sdsStatus",
      value: (row, t) => t(`chemicalRegister.sdsStatuses.${row.safetyDataSheet.status}`),
    },
    substitution: {
      heading: "chemicalRegister.columns.substitution",
      value: (row) => row.substitution.reasons.join(", "),
    },
    gaps: {
      heading: "chemicalRegister.columns.gaps",
      value: (row, t) => row.gaps.map((gap) => t(`chemicalRegister.gaps.${gap}`)).join(", "),
    },
    amount: {
      heading: "chemicalRegister.columns.amount",
      value: (row) => (row.amount === null ? null : `${row.amount} ${amountUnitSymbol(row.amountUnit ?? "")}`.trim()),
    },
    areas: {
      heading: "chemicalRegister.columns.areas",
      value: (row) => [...new Set([...row.useAreas, ...row.storageAreas].map((area) => area.name))].join(", "),
    },
    purpose: { heading: "chemicalRegister.columns.purpose", value: (row) => row.purpose },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
