import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { listQuery } from "@/lib/platform/lists/list";
import { idList, optionalText } from "@/lib/platform/fields/fields";

export const roleListQuerySchema = listQuery({
  q: z.string().trim().max(200).optional(),
});

export const roleInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: optionalText(4000),
  competenceIds: idList,
  memberIds: idList,
  lastModifiedDate: lastModifiedDateField,
});

export type RoleInput = z.output<typeof roleInputSchema>;
