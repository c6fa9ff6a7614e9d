import { defineExport } from "@/lib/platform/lists/export/columns";
import type { WasteTypeDto } from "./dto";
import { wasteTypeList } from "./schema";

/** The admin grid's columns as an export. */
export const wasteTypeExport = defineExport<WasteTypeDto>(wasteTypeList, {
  fileName: "wasteTypes.fileName",
  columns: {
    code: { heading: "wasteTypes.columns.code", value: (row) => row.code },
    hazardous: {
      heading: "wasteTypes.columns.hazardous",
      value: (row, t) => t(row.hazardous ? "wasteTypes.hazardous" : "wasteTypes.nonHazardous"),
    },
    name: { heading: "wasteTypes.columns.nameEn", value: (row) => row.nameEn, with: ["nameDa"] },
    nameDa: { heading: "wasteTypes.columns.nameDa", value: (row) => row.nameDa },
    synonyms: {
      heading: "wasteTypes.columns.synonyms",
      value: (row) => [...row.synonyms.en, ...row.synonyms.da].join(", "),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
