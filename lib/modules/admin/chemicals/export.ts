import { defineExport } from "@/lib/platform/lists/export/columns";
import type { ChemicalDto } from "./dto";
import { chemicalList } from "./schema";

/** The catalogue grid's columns as an export: the pictograms by their codes and names. */
export const chemicalExport = defineExport<ChemicalDto>(chemicalList, {
  fileName: "chemicals.fileName",
  columns: {
    tradeName: { heading: "chemicals.fields.tradeName", value: (row) => row.tradeName },
    producer: { heading: "chemicals.fields.producer", value: (row) => row.producer?.name },
    pictograms: {
      heading: "chemicals.fields.pictograms",
      value: (row) => row.pictograms.map((pictogram) => `${pictogram.code} ${pictogram.name}`).join(", "),
    },
    signalWord: {
      heading: "chemicals.fields.signalWord",
      value: (row, t) => t(`chemicals.signalWords.${row.signalWord}`),
    },
    dangerCode: {
      heading: "chemicals.fields.dangerCode",
      value: (row, t) => t(`chemicals.dangerCodes.${row.dangerCode}`),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
