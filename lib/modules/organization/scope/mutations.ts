import "server-only";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { auditedTransaction } from "@/lib/platform/writes/audit";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import type { IsoStandard } from "@/lib/generated/prisma/enums";
import { getScope } from "./data";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import type { ScopeInput } from "./schema";

type ScopeData = { content: string; isoStandards: IsoStandard[] };

/** The scope row after the change: the existing one (checked for staleness and locked) or a new one. */
async function writeScope(tx: Tx, org: OrgContext, data: ScopeData, fileIds: string[], seen: string | undefined) {
  const files = fileIds.map((id) => ({ id }));
  const existing = await tx.scope.findUnique({ where: { organizationId: org.organizationId }, select: { id: true } });
  if (!existing) {
    return tx.scope.create({
      data: { organizationId: org.organizationId, ...data, files: { connect: files } },
      select: { id: true },
    });
  }
  await lockIfFresh(tx.scope, { id: existing.id }, seen);
  return tx.scope.update({
    where: { id: existing.id },
    data: { ...data, files: { set: files } },
    select: { id: true },
  });
}

/**
 * Creates or updates the organization's scope and records the saved text as the next revision in
 * the same transaction, so the history never misses a version nor shows one that was not saved.
 */
export async function saveScope(org: OrgContext, input: ScopeInput) {
  const data: ScopeData = { content: sanitizeRichText(input.content), isoStandards: input.isoStandards };
  await auditedTransaction(org.user, async (tx: Tx) => {
    await assertOwnReferences(tx, org, [{ model: "storedFile", ids: input.fileIds, field: () => "fileIds" }]);
    const scope = await writeScope(tx, org, data, input.fileIds, input.lastModifiedDate);
    // the scope row is locked (or new) here, so no other save can take the same version
    const latest = await tx.scopeRevision.findFirst({
      where: { scopeId: scope.id },
      orderBy: { version: "desc" },
      select: { version: true },
    });
    await tx.scopeRevision.create({
      data: {
        scopeId: scope.id,
        version: (latest?.version ?? 0) + 1,
        ...data,
        authorId: org.user.id,
        authorName: org.user.name,
      },
    });
  });
  return getScope(org);
}
