import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listQuestionnaires } from "./data";
import { questionnaireList } from "./schema";

/** The questionnaires as a list: titles in both languages, what for, which standards, how many questions. */
export const questionnaireExport = defineExport<RowOf<typeof listQuestionnaires>>(questionnaireList, {
  fileName: "questionnaires.fileName",
  columns: {
    // the title a list sorts by: the English, else the Danish
    title: { heading: "questionnaires.fields.title", value: (row) => row.titleEn ?? row.titleDa },
    titleEn: { heading: "questionnaires.fields.titleEn", value: (row) => row.titleEn },
    titleDa: { heading: "questionnaires.fields.titleDa", value: (row) => row.titleDa },
    purpose: {
      heading: "questionnaires.fields.purpose",
      value: (row, t) => t(`questionnaires.purposes.${row.purpose}`),
    },
    standards: {
      heading: "questionnaires.fields.standards",
      value: (row, t) => row.standards.map((standard) => t(`scope.isoStandards.${standard}`)).join(", "),
    },
    owner: { heading: "questionnaires.fields.owner", value: (row, t) => t(`questionnaires.owners.${row.owner}`) },
    version: { heading: "questionnaires.fields.version", type: "number", value: (row) => row.current.version },
    questionCount: {
      heading: "questionnaires.fields.questionCount",
      type: "number",
      value: (row) => row.questionCount,
    },
  },
});
