import type { Prisma } from "@/lib/generated/prisma/client";
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
export function toFileDto(row: FileRow) {
  return { ...row, date: toWireDate(row.date) };
}

export type FileDto = ReturnType<typeof toFileDto>;
