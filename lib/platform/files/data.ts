import "server-only";
import type { z } from "zod";
import { containsText, pageArgs, pageFrom } from "@/lib/platform/lists/list";
import { notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { fileSelect, toFileDto } from "./dto";
import type { fileListQuerySchema } from "./schema";

const sortMap = {
  name: (direction: "asc" | "desc") => ({ name: direction }),
  date: (direction: "asc" | "desc") => ({ date: { sort: direction, nulls: "last" as const } }),
  createdDate: (direction: "asc" | "desc") => ({ createdDate: direction }),
  lastModifiedDate: (direction: "asc" | "desc") => ({ lastModifiedDate: direction }),
  size: (direction: "asc" | "desc") => ({ size: direction }),
};

export async function listFiles(org: OrgContext, query: z.output<typeof fileListQuerySchema>) {
  const where = {
    organizationId: org.organizationId,
    name: containsText(query.name),
    deleted: query.deleted ? query.deleted === "true" : undefined,
    standalone: query.standalone ? query.standalone === "true" : undefined,
  };
  return pageFrom(
    db().storedFile.count({ where }),
    db()
      .storedFile.findMany({
        where,
        select: fileSelect,
        ...pageArgs(query, sortMap, { field: "createdDate", direction: "desc" }),
      })
      .then((rows) => rows.map(toFileDto)),
  );
}

export async function getFile(org: OrgContext, id: string) {
  const row = await db().storedFile.findFirst({
    where: { id, organizationId: org.organizationId },
    select: fileSelect,
  });
  if (!row) throw notFound("File not found");
  return toFileDto(row);
}

export async function getFileForDownload(org: OrgContext, id: string) {
  const row = await db().storedFile.findFirst({
    where: { id, organizationId: org.organizationId },
    select: { name: true, contentType: true, size: true, storageKey: true },
  });
  if (!row) throw notFound("File not found");
  return row;
}
