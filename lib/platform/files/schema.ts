import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { calendarDate } from "@/lib/platform/fields/fields";

export const fileList = defineList({
  table: "StoredFile",
  sort: { name: "name", date: "date", createdDate: "createdDate", lastModifiedDate: "lastModifiedDate", size: "size" },
  defaultSort: "createdDate,desc",
  filters: {
    name: z.string().max(200).optional(),
    deleted: z.enum(["true", "false"]).optional(),
    standalone: z.enum(["true", "false"]).optional(),
  },
});

export const fileListQuerySchema = fileList.query;

export const fileMetadataSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).nullish(),
  date: calendarDate.nullish(),
  deleted: z.boolean().default(false),
  lastModifiedDate: lastModifiedDateField,
});

/** Ids of files to attach to an entity; every id must be a file of the same organization. */
export const fileIdsField = z.array(z.uuid()).max(200).default([]);
