import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { fileSelect, toFileDto } from "./dto";
import type { fileMetadataSchema } from "./schema";
import { fileStorage } from "./storage";
import type { Upload } from "./upload";

/**
 * The bytes are written before the row: a failure in between leaves at most an object without a
 * row, which the sweep removes; never a row pointing at nothing.
 */
const discard = (storageKey: string) =>
  fileStorage()
    .remove(storageKey)
    .catch(() => {});

/** Stores the bytes under a new key, then records them; when recording fails the bytes go again. */
async function storeThenRecord<T>(upload: Upload, record: (storageKey: string) => Promise<T>): Promise<T> {
  const storageKey = randomUUID();
  await fileStorage().put(storageKey, upload.bytes, upload.contentType);
  try {
    return await record(storageKey);
  } catch (error) {
    await discard(storageKey);
    throw error;
  }
}

export function createFile(org: OrgContext, upload: Upload, standalone: boolean) {
  return storeThenRecord(upload, async (storageKey) => {
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
  });
}

/** New content under a new key; the old object is removed only after the row points at the new one. */
export async function replaceFileContent(org: OrgContext, id: string, upload: Upload) {
  const { row, oldKey } = await storeThenRecord(upload, (storageKey) =>
    db().$transaction(async (tx) => {
      await lockIfFresh(tx.storedFile, { id, organizationId: org.organizationId }, undefined);
      const before = await tx.storedFile.findUniqueOrThrow({ where: { id }, select: { storageKey: true } });
      const updated = await tx.storedFile.update({
        where: { id },
        data: { storageKey, size: upload.bytes.length, contentType: upload.contentType, name: upload.name },
        select: fileSelect,
      });
      return { row: updated, oldKey: before.storageKey };
    }),
  );
  await discard(oldKey);
  return toFileDto(row);
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
