import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dateTime, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";

export const fileSelect = {
  id: true,
  name: true,
  description: true,
  date: true,
  deleted: true,
  standalone: true,
  size: true,
  contentType: true,
  createdDate: true,
  lastModifiedDate: true,
} satisfies Prisma.StoredFileSelect;

export type FileRow = Prisma.StoredFileGetPayload<{ select: typeof fileSelect }>;

/** A record's attached files as every answer lists them: by name, and by id where names are equal. */
export const attachedFiles = {
  select: fileSelect,
  orderBy: [{ name: "asc" }, { id: "asc" }],
} satisfies Prisma.StoredFileFindManyArgs;

/** File metadata as the API shows it. */
export const fileSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  date: wireDate.nullable(),
  deleted: z.boolean(),
  standalone: z.boolean(),
  size: z.number(),
  contentType: z.string(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
});

export type FileDto = z.output<typeof fileSchema>;

export const filePageSchema = pageSchema(fileSchema);

export function toFileDto(row: FileRow): FileDto {
  return { ...row, date: toWireDate(row.date) };
}
