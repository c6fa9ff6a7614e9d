import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listAgreementTemplates } from "./data";
import { agreementTemplateList } from "./schema";

/** The template grid's columns as an export, with the titles in both languages. */
export const agreementTemplateExport = defineExport<RowOf<typeof listAgreementTemplates>>(agreementTemplateList, {
  fileName: "agreementTemplates.fileName",
  columns: {
    // the title the list sorts by: the English, else the Danish
    title: { heading: "agreementTemplates.fields.title", value: (row) => row.title },
    titleEn: { heading: "agreementTemplates.fields.titleEn", value: (row) => row.titleEn },
    titleDa: { heading: "agreementTemplates.fields.titleDa", value: (row) => row.titleDa },
    type: { heading: "agreementTemplates.fields.type", value: (row, t) => t(`controlBook.types.${row.type}`) },
    frequency: {
      heading: "agreementTemplates.fields.frequency",
      value: (row, t) => t(`people.frequency.${row.frequency}`),
    },
    reminderLeadDays: {
      heading: "agreementTemplates.fields.reminderLeadDays",
      type: "number",
      value: (row) => row.reminderLeadDays,
    },
    countryAlpha2: { heading: "agreementTemplates.fields.country", value: (row) => row.countryAlpha2 },
    legislationCount: {
      heading: "agreementTemplates.fields.legislationCount",
      type: "number",
      value: (row) => row.legislationCount,
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});
