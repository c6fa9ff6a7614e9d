import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { lockIfFresh } from "@/lib/api/concurrency";
import type { OrgContext } from "@/lib/auth/org-context";
import { db } from "@/lib/db";
import { fileSelect, toFileDto } from "./dto";
import type { fileMetadataSchema } from "./schema";
import { fileStorage } from "./storage";
import type { Upload } from "./upload";

/**
 * The bytes are written before the row: a failure in between leaves at most an object without a
 * row, which the sweep removes; never a row pointing at nothing.
 */
export async function createFile(org: OrgContext, upload: Upload, standalone: boolean) {
  const storageKey = randomUUID();
  await fileStorage().put(storageKey, upload.bytes, upload.contentType);
  try {
    const row = await db().storedFile.create({
      data: {
        organizationId: org.organizationId,
        name: upload.name,
        size: upload.bytes.length,
        contentType: upload.contentType,
        storageKey,
        standalone,
        createdById: org.user.id,
      },
      select: fileSelect,
    });
    return toFileDto(row);
  } catch (error) {
    await fileStorage()
      .remove(storageKey)
      .catch(() => {});
    throw error;
  }
}

/** New content under a new key; the old object is removed only after the row points at the new one. */
export async function replaceFileContent(org: OrgContext, id: string, upload: Upload) {
  const storageKey = randomUUID();
  await fileStorage().put(storageKey, upload.bytes, upload.contentType);
  let oldKey: string;
  try {
    const row = await db().$transaction(async (tx) => {
      await lockIfFresh(tx.storedFile, { id, organizationId: org.organizationId }, undefined);
      const before = await tx.storedFile.findUniqueOrThrow({ where: { id }, select: { storageKey: true } });
      oldKey = before.storageKey;
      return tx.storedFile.update({
        where: { id },
        data: { storageKey, size: upload.bytes.length, contentType: upload.contentType, name: upload.name },
        select: fileSelect,
      });
    });
    await fileStorage()
      .remove(oldKey!)
      .catch(() => {});
    return toFileDto(row);
  } catch (error) {
    await fileStorage()
      .remove(storageKey)
      .catch(() => {});
    throw error;
  }
}

export async function updateFileMetadata(org: OrgContext, id: string, input: z.output<typeof fileMetadataSchema>) {
  return db().$transaction(async (tx) => {
    await lockIfFresh(tx.storedFile, { id, organizationId: org.organizationId }, input.lastModifiedDate);
    const row = await tx.storedFile.update({
      where: { id },
      data: {
        name: input.name,
        description: input.description ?? null,
        date: input.date ? new Date(input.date) : null,
        deleted: input.deleted,
      },
      select: fileSelect,
    });
    return toFileDto(row);
  });
}

/** Removes stored objects that no row points at (left by failed requests) once they are an hour old. */
export async function sweepOrphanFiles(now = new Date()): Promise<number> {
  const cutoff = now.getTime() - 60 * 60 * 1000;
  let removed = 0;
  const batch: string[] = [];
  const flush = async () => {
    const inUse = await db()
      .storedFile.findMany({ where: { storageKey: { in: batch } }, select: { storageKey: true } })
      .then((rows) => new Set(rows.map((row) => row.storageKey)));
    for (const key of batch) {
      if (!inUse.has(key)) {
        await fileStorage().remove(key);
        removed++;
      }
    }
    batch.length = 0;
  };
  for await (const object of fileStorage().list()) {
    if (object.modified.getTime() > cutoff) continue;
    batch.push(object.key);
    if (batch.length >= 500) await flush();
  }
  if (batch.length) await flush();
  return removed;
}
