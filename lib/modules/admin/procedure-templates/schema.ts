// The procedure-template list and body declarations. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { checkLanguages, languageFields } from "@/lib/modules/operation/procedures/languages";
import { PROCEDURE_CATEGORIES } from "./choices";

export const procedureTemplateList = defineList({
  table: "ProcedureTemplate",
  sort: { title: "title", category: "category", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "title,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    category: z.enum(PROCEDURE_CATEGORIES).optional(),
  },
});

export const procedureTemplateListQuerySchema = procedureTemplateList.query;

export const procedureTemplateInputSchema = z
  .object({
    ...languageFields,
    category: z.enum(PROCEDURE_CATEGORIES),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine(checkLanguages);

export type ProcedureTemplateInput = z.output<typeof procedureTemplateInputSchema>;
