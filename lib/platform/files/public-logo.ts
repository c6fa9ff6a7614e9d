import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import { db } from "@/lib/platform/db";

/**
 * The organization's logo as a document published for anyone shows it: only a live image file, or
 * 404 exactly like the document's own unknown id. `logoFileId` is null when the document is not
 * public (or the organization has no logo), so that answer says nothing about either.
 */
export async function publicLogoFile(logoFileId: string | null | undefined) {
  const logo =
    logoFileId &&
    (await db().storedFile.findFirst({
      where: { id: logoFileId, deleted: false, contentType: { startsWith: "image/" } },
      select: { name: true, contentType: true, size: true, storageKey: true },
    }));
  if (!logo) throw notFound();
  return logo;
}
