import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { auditedTransaction, type Actor } from "@/lib/platform/writes/audit";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fileSelect, toFileDto } from "./dto";
import { nameForType } from "./names";
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

/**
 * A file of a shared catalogue (no organization), uploaded by a maintainer: the catalogue record
 * that lists it is what makes it reachable.
 */
export function createCatalogueFile(actor: Actor, upload: Upload) {
  return storeThenRecord(upload, async (storageKey) => {
    const row = await auditedTransaction(actor, (tx) =>
      tx.storedFile.create({
        data: {
          organizationId: null,
          name: upload.name,
          size: upload.bytes.length,
          contentType: upload.contentType,
          storageKey,
          createdById: actor.id,
        },
        select: fileSelect,
      }),
    );
    return toFileDto(row);
  });
}

export function createFile(org: OrgContext, upload: Upload, standalone: boolean) {
  return storeThenRecord(upload, async (storageKey) => {
    const row = await auditedTransaction(org.user, (tx) =>
      tx.storedFile.create({
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
      }),
    );
    return toFileDto(row);
  });
}

/** New content under a new key; the old object is removed only after the row points at the new one. */
export async function replaceFileContent(org: OrgContext, id: string, upload: Upload) {
  const { row, oldKey } = await storeThenRecord(upload, (storageKey) =>
    auditedTransaction(org.user, async (tx) => {
      await lockIfFresh(tx.storedFile, { id, organizationId: org.organizationId }, undefined);
      const before = await tx.storedFile.findUniqueOrThrow({
        where: { id },
        select: { storageKey: true },
      });
      const updated = await tx.storedFile.update({
        where: { id },
        data: {
          storageKey,
          size: upload.bytes.length,
          contentType: upload.contentType,
          name: upload.name,
        },
        select: fileSelect,
      });
      return { row: updated, oldKey: before.storageKey };
    }),
  );
  await discard(oldKey);
  return toFileDto(row);
}

export async function updateFileMetadata(org: OrgContext, id: string, input: z.output<typeof fileMetadataSchema>) {
  return auditedTransaction(org.user, async (tx) => {
    await lockIfFresh(tx.storedFile, { id, organizationId: org.organizationId }, input.lastModifiedDate);
    const { contentType } = await tx.storedFile.findUniqueOrThrow({
      where: { id },
      select: { contentType: true },
    });
    const row = await tx.storedFile.update({
      where: { id },
      data: {
        name: nameForType(input.name, contentType),
        description: input.description ?? null,
        date: input.date ? new Date(input.date) : null,
        deleted: input.deleted,
      },
      select: fileSelect,
    });
    return toFileDto(row);
  });
}

/**
 * Every relation through which a record refers to a file. The type insists that each relation of
 * StoredFile other than its organization is listed, so a new one cannot be forgotten here.
 */
const referencedByNothing = {
  logoOf: { none: {} },
  competences: { none: {} },
  competenceAcquisitions: { none: {} },
  scopes: { none: {} },
  stakeholderAssociations: { none: {} },
  policies: { none: {} },
  legislations: { none: {} },
  obligationEvaluations: { none: {} },
  ownDocuments: { none: {} },
  machines: { none: {} },
  agreements: { none: {} },
  inspections: { none: {} },
  meters: { none: {} },
  meterReadings: { none: {} },
  guaranteesOfOrigin: { none: {} },
  procedures: { none: {} },
  events: { none: {} },
  wasteHandlers: { none: {} },
  wasteRegistrations: { none: {} },
  safetyDataSheets: { none: {} },
  ownSafetyDataSheets: { none: {} },
  actions: { none: {} },
  questionnaireAnswers: { none: {} },
  internalAudits: { none: {} },
  auditFindings: { none: {} },
  supportTickets: { none: {} },
  communications: { none: {} },
} satisfies Record<Exclude<keyof Prisma.StoredFileInclude, "organization" | "_count">, { none: object }>;

/**
 * A form uploads its documents before it saves its record; when that save is refused (409, 422)
 * and never repeated, or the form is abandoned, the files stay attached to nothing. They are
 * removed, row and bytes, a day after their last change. Standalone files and documents marked
 * deleted (kept for the record) stay.
 */
async function removeUnattachedFiles(cutoff: Date): Promise<number> {
  const unattached = {
    standalone: false,
    deleted: false,
    lastModifiedDate: { lt: cutoff },
    ...referencedByNothing,
  };
  const candidates = await db().storedFile.findMany({
    where: unattached,
    select: { id: true, storageKey: true },
  });
  let removed = 0;
  for (const { id, storageKey } of candidates) {
    // the same conditions again, in the statement that deletes: a file attached meanwhile stays
    const { count } = await db().storedFile.deleteMany({
      where: { id, ...unattached },
    });
    if (!count) continue;
    await discard(storageKey);
    removed++;
  }
  return removed;
}

/**
 * Removes files that nothing refers to (see removeUnattachedFiles), then stored objects that no
 * row points at (left by failed requests) once they are an hour old. Answers how many went.
 */
export async function sweepOrphanFiles(now = new Date()): Promise<number> {
  let removed = await removeUnattachedFiles(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const cutoff = now.getTime() - 60 * 60 * 1000;
  const batch: string[] = [];
  const flush = async () => {
    const inUse = await db()
      .storedFile.findMany({
        where: { storageKey: { in: batch } },
        select: { storageKey: true },
      })
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
