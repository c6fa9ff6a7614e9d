import { toWireDate } from "@/lib/platform/api/wire";

export type FileRow = {
  id: string;
  name: string;
  description: string | null;
  date: Date | null;
  deleted: boolean;
  standalone: boolean;
  size: number;
  contentType: string;
  createdDate: Date;
  lastModifiedDate: Date;
};

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
} as const;

/** File metadata as the API shows it. */
export function toFileDto(row: FileRow) {
  return { ...row, date: toWireDate(row.date) };
}

export type FileDto = ReturnType<typeof toFileDto>;
