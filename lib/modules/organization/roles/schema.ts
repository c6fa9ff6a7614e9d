import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { idList, optionalText } from "@/lib/platform/fields/fields";

export const roleList = defineList({
  table: "Role",
  sort: { name: "name", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "name,asc",
  filters: { q: z.string().trim().max(200).optional(), ...archivedFilter },
});

export const roleListQuerySchema = roleList.query;

export const roleInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: optionalText(4000),
  competenceIds: idList,
  memberIds: idList,
  lastModifiedDate: lastModifiedDateField,
});

export type RoleInput = z.output<typeof roleInputSchema>;
