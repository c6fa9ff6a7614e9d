import "server-only";
import { ApiError } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { auditedTransaction } from "@/lib/platform/writes/audit";
import { matrixSelect, toMatrixDto, type MatrixDto } from "./dto";
import { DEFAULT_MATRIX } from "./matrix";
import type { MatrixInput } from "./schema";

const latest = (client: Tx | ReturnType<typeof db>, holdingId: string) =>
  client.riskMatrix.findFirst({
    where: { organizationId: holdingId },
    orderBy: { version: "desc" },
    select: matrixSelect,
  });

/**
 * The matrix in force for the organization: its holding's latest version. A holding that has none
 * yet gets the default 5×5 as its version 1, made once under a lock.
 */
export async function currentMatrix(org: OrgContext, client: Tx | ReturnType<typeof db> = db()): Promise<MatrixDto> {
  const found = await latest(client, org.holdingId);
  if (found) return toMatrixDto(found);
  const create = async (tx: Tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`risk-matrix:${org.holdingId}`}, 0))`;
    const again = await latest(tx, org.holdingId);
    if (again) return toMatrixDto(again);
    const made = await tx.riskMatrix.create({
      data: { organizationId: org.holdingId, version: 1, ...DEFAULT_MATRIX, authorName: "" },
      select: matrixSelect,
    });
    return toMatrixDto(made);
  };
  return "$transaction" in client ? auditedTransaction(org.user, create) : create(client);
}

/** Every version of the holding's matrix, newest first: old scores read with theirs. */
export async function matrixVersions(org: OrgContext) {
  const rows = await db().riskMatrix.findMany({
    where: { organizationId: org.holdingId },
    orderBy: { version: "desc" },
    select: matrixSelect,
  });
  return rows.map(toMatrixDto);
}

/** A holding's managers change its matrix: the change is its next version; scores keep theirs. */
export async function saveMatrix(org: OrgContext, input: MatrixInput): Promise<MatrixDto> {
  if (org.organizationId !== org.holdingId) {
    throw new ApiError(
      404,
      "not_a_holding",
      "A risk matrix belongs to a holding; its subsidiaries and departments use it",
    );
  }
  await currentMatrix(org);
  return auditedTransaction(org.user, async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`risk-matrix:${org.holdingId}`}, 0))`;
    const before = await latest(tx, org.holdingId);
    const made = await tx.riskMatrix.create({
      data: {
        organizationId: org.holdingId,
        version: (before?.version ?? 0) + 1,
        likelihoods: input.likelihoods,
        severities: input.severities,
        levels: input.levels,
        acceptableLevel: input.acceptableLevel,
        authorId: org.user.id,
        authorName: org.user.name,
      },
      select: matrixSelect,
    });
    return toMatrixDto(made);
  });
}
