import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { calendarDate } from "@/lib/platform/fields/fields";
import { hasRefusedExtension, sanitizeFileName } from "./names";

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
  /** Cleaned like an upload's name; the stored name then gets the file type's extension. */
  name: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((name) => !hasRefusedExtension(name), "Programs, scripts and web pages are not accepted as file names")
    .transform(sanitizeFileName),
  description: z.string().max(2000).nullish(),
  date: calendarDate.nullish(),
  deleted: z.boolean().default(false),
  lastModifiedDate: lastModifiedDateField,
});

/** Ids of files to attach to an entity; every id must be a file of the same organization. */
export const fileIdsField = z.array(z.uuid()).max(200).default([]);
