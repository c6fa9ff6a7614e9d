import "server-only";
import { translator } from "@/lib/platform/i18n/translator";
import { ApiError, notFound, parentArchived, validationFailed } from "@/lib/platform/api/errors";
import { parseOrThrow } from "@/lib/platform/api/validation";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { assertOwnReferences, ownRow } from "@/lib/platform/tenancy/references";
import { earlierRecord } from "@/lib/platform/writes/idempotency";
import { recordWrites } from "@/lib/platform/writes/records";
import { resolveStakeholder } from "@/lib/modules/organization/stakeholders/resolve-stakeholder";
import { getBulkRegistration, getHandler } from "./data";
import {
  arrangementInputSchema,
  type ArrangementInput,
  type ArrangementPatch,
  type BulkRegistrationCreate,
  type BulkRegistrationInput,
  type HandlerCreateInput,
  type HandlerUpdateInput,
} from "./schema";
import { arrangementSelect, toArrangementDto } from "./dto";

const filesOf = (ids: string[]) => [...new Set(ids)].map((id) => ({ id }));
const day = (text: string) => new Date(`${text}T00:00:00Z`);

const assertOwnFiles = (tx: Tx, org: OrgContext, input: { fileIds: string[] }) =>
  assertOwnReferences(tx, org, [{ model: "storedFile", ids: input.fileIds, field: () => "fileIds" }]);

/** The handler named in the URL must be the organization's own; anything else is unknown. */
async function assertOwnHandler(tx: Tx, org: OrgContext, handlerId: string, { active = false } = {}) {
  const handler = await tx.wasteHandlerAssociation.findFirst({
    where: ownRow(org, handlerId),
    select: { archivedDate: true },
  });
  if (!handler) throw notFound("Waste handler not found");
  if (active && handler.archivedDate) {
    throw new ApiError(409, "archived", translator(org.user.language)("waste.errors.handlerArchived"));
  }
}

// ─── Handlers ─────────────────────────────────────────────────────────────────────────────

const handlerFields = (input: HandlerUpdateInput | HandlerCreateInput) => ({
  approvalNumber: input.approvalNumber,
  contactName: input.contactName,
  contactEmail: input.contactEmail,
  contactPhone: input.contactPhone,
  notes: input.notes,
});

const handlers = recordWrites({
  table: (tx) => tx.wasteHandlerAssociation,
  get: getHandler,
  checkLinks: assertOwnFiles,
});

export const createHandler = (org: OrgContext, input: HandlerCreateInput) =>
  handlers.create(org, input, async (tx) => {
    const stakeholderId = await resolveStakeholder(tx, org, input);
    if (await tx.wasteHandlerAssociation.count({ where: { organizationId: org.organizationId, stakeholderId } })) {
      throw new ApiError(409, "duplicate", translator(org.user.language)("waste.errors.handlerExists"), {
        stakeholderId: "Already a waste handler of the organization",
      });
    }
    const created = await tx.wasteHandlerAssociation.create({
      data: {
        organizationId: org.organizationId,
        stakeholderId,
        ...handlerFields(input),
        files: { connect: filesOf(input.fileIds) },
      },
      select: { id: true },
    });
    return created.id;
  });

export const updateHandler = (org: OrgContext, id: string, input: HandlerUpdateInput) =>
  handlers.update(org, id, input, async (tx) => {
    await tx.wasteHandlerAssociation.update({
      where: { id },
      data: { ...handlerFields(input), files: { set: filesOf(input.fileIds) } },
    });
  });

/** Out of the list and the pickers; its arrangements, registrations and their tonnes stay in the account. */
export const archiveHandler = (org: OrgContext, id: string) =>
  handlers.retire(org, id, {}, async (tx) => {
    await tx.wasteHandlerAssociation.updateMany({
      where: { id, archivedDate: null },
      data: { archivedDate: new Date() },
    });
  });

/** An archived waste handler back in the list and the pickers; its arrangements keep their own state. */
export const restoreHandler = (org: OrgContext, id: string) => handlers.restore(org, id);

// ─── Arrangements ─────────────────────────────────────────────────────────────────────────

const getArrangementById = async (org: OrgContext, id: string) => {
  const row = await db().wasteArrangement.findFirst({ where: ownRow(org, id), select: arrangementSelect });
  if (!row) throw notFound("Waste arrangement not found");
  return toArrangementDto(row);
};

async function assertArrangementLinks(tx: Tx, org: OrgContext, input: ArrangementInput) {
  await assertOwnReferences(tx, org, [{ model: "area", ids: [input.areaId], field: () => "areaId" }]);
  if (!(await tx.wasteType.count({ where: { id: input.wasteTypeId } }))) {
    throw validationFailed({ wasteTypeId: "Unknown waste type" });
  }
}

const arrangementFields = (input: ArrangementInput) => ({
  name: input.name,
  wasteTypeId: input.wasteTypeId,
  containerKind: input.containerKind,
  containerSize: input.containerSize,
  collectionFrequency: input.collectionFrequency,
  treatmentCode: input.treatmentCode,
  areaId: input.areaId,
  registrationUnit: input.registrationUnit,
  densityKgPerM3: input.densityKgPerM3,
  kgPerPiece: input.kgPerPiece,
});

const arrangements = recordWrites({
  table: (tx) => tx.wasteArrangement,
  get: getArrangementById,
});

export const createArrangement = (org: OrgContext, handlerId: string, input: ArrangementInput) =>
  arrangements.create(org, input, async (tx) => {
    await assertOwnHandler(tx, org, handlerId, { active: true });
    await assertArrangementLinks(tx, org, input);
    const created = await tx.wasteArrangement.create({
      data: { organizationId: org.organizationId, associationId: handlerId, ...arrangementFields(input) },
      select: { id: true },
    });
    return created.id;
  });

/**
 * The fields given change; the result is checked as a whole. The registration unit is fixed once
 * quantities are registered in it: they would silently mean something else. A conversion may be
 * corrected at any time (the account then weighs every registration with it).
 */
export const patchArrangement = (org: OrgContext, handlerId: string, id: string, patch: ArrangementPatch) =>
  arrangements.update(org, id, patch, async (tx) => {
    const current = await tx.wasteArrangement.findFirst({
      where: { id, associationId: handlerId },
      select: {
        ...arrangementSelect,
        wasteTypeId: true,
        treatmentCode: true,
        areaId: true,
        _count: { select: { lines: true } },
      },
    });
    if (!current) throw notFound("Waste arrangement not found");
    const dto = toArrangementDto(current);
    const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const merged = parseOrThrow(
      arrangementInputSchema,
      {
        name: dto.name,
        wasteTypeId: current.wasteTypeId,
        containerKind: dto.containerKind,
        containerSize: dto.containerSize,
        collectionFrequency: dto.collectionFrequency,
        treatmentCode: current.treatmentCode,
        areaId: current.areaId,
        registrationUnit: dto.registrationUnit,
        densityKgPerM3: dto.densityKgPerM3,
        kgPerPiece: dto.kgPerPiece,
        ...given,
      },
      "body",
    );
    if (merged.registrationUnit !== current.registrationUnit && current._count.lines > 0) {
      throw validationFailed({ registrationUnit: translator(org.user.language)("waste.errors.unitFixed") });
    }
    await assertArrangementLinks(tx, org, merged);
    await tx.wasteArrangement.update({ where: { id }, data: arrangementFields(merged) });
  });

/** Out of new registrations; its registered quantities stay in the account. */
export const archiveArrangement = (org: OrgContext, handlerId: string, id: string) =>
  arrangements.retire(org, id, {}, async (tx) => {
    const { count } = await tx.wasteArrangement.updateMany({
      where: { id, associationId: handlerId, archivedDate: null },
      data: { archivedDate: new Date() },
    });
    if (!count && !(await tx.wasteArrangement.count({ where: { id, associationId: handlerId } }))) {
      throw notFound("Waste arrangement not found");
    }
  });

/** An archived arrangement open for registrations again; refused while its handler is archived. */
export const restoreArrangement = (org: OrgContext, handlerId: string, id: string) =>
  arrangements.restore(org, id, async (tx) => {
    const arrangement = await tx.wasteArrangement.findFirst({
      where: { id, associationId: handlerId },
      select: { association: { select: { archivedDate: true } } },
    });
    if (!arrangement) throw notFound("Waste arrangement not found");
    if (arrangement.association.archivedDate) {
      throw parentArchived("associationId", "Its waste handler is archived; restore the handler first");
    }
  });

// ─── Bulk registrations ───────────────────────────────────────────────────────────────────

/** Every line's arrangement is one of this handler's (new lines: an active one). */
async function assertLines(tx: Tx, handlerId: string, input: BulkRegistrationInput, keep: Set<string>) {
  const found = await tx.wasteArrangement.findMany({
    where: { associationId: handlerId, id: { in: input.lines.map((line) => line.arrangementId) } },
    select: { id: true, archivedDate: true },
  });
  const usable = new Set(found.filter((row) => !row.archivedDate || keep.has(row.id)).map((row) => row.id));
  const fields = Object.fromEntries(
    input.lines
      .map((line, index) => [`lines.${index}.arrangementId`, usable.has(line.arrangementId)] as const)
      .filter(([, ok]) => !ok)
      .map(([field]) => [field, "Not an active arrangement of this waste handler"]),
  );
  if (Object.keys(fields).length) throw validationFailed(fields);
}

const linesOf = (org: OrgContext, input: BulkRegistrationInput) =>
  input.lines.map((line) => ({
    organizationId: org.organizationId,
    arrangementId: line.arrangementId,
    performedAt: day(input.performedAt),
    quantity: line.quantity,
  }));

const registrationFields = (input: BulkRegistrationInput) => ({
  performedAt: day(input.performedAt),
  periodFrom: input.periodFrom ? day(input.periodFrom) : null,
  note: input.note,
});

const registrations = recordWrites({
  table: (tx) => tx.wasteBulkRegistration,
  get: (org: OrgContext, id: string) =>
    db()
      .wasteBulkRegistration.findFirstOrThrow({ where: ownRow(org, id), select: { associationId: true } })
      .then(({ associationId }) => getBulkRegistration(org, associationId, id)),
  checkLinks: assertOwnFiles,
});

/**
 * The write of one registration, also each of an import's. With an idempotency key already used in
 * the organization (a phone's draft sent again) it answers the registration stored then and writes
 * nothing.
 */
const insertRegistration =
  (org: OrgContext, handlerId: string, input: BulkRegistrationInput & Pick<BulkRegistrationCreate, "idempotencyKey">) =>
  async (tx: Tx) => {
    await assertOwnHandler(tx, org, handlerId, { active: true });
    const earlier = await earlierRecord(tx, "waste-registration", org.organizationId, input.idempotencyKey, (key) =>
      tx.wasteBulkRegistration.findFirst({
        where: { organizationId: org.organizationId, idempotencyKey: key },
        select: { id: true },
      }),
    );
    if (earlier) return earlier;
    await assertLines(tx, handlerId, input, new Set());
    const created = await tx.wasteBulkRegistration.create({
      data: {
        organizationId: org.organizationId,
        associationId: handlerId,
        ...registrationFields(input),
        idempotencyKey: input.idempotencyKey ?? null,
        files: { connect: filesOf(input.fileIds) },
      },
      select: { id: true },
    });
    await tx.wasteRegistrationLine.createMany({
      data: linesOf(org, input).map((line) => ({ ...line, bulkRegistrationId: created.id })),
    });
    return created.id;
  };

export const createBulkRegistration = (org: OrgContext, handlerId: string, input: BulkRegistrationCreate) =>
  registrations.create(org, input, insertRegistration(org, handlerId, input));

/**
 * A statement's registrations (an import), each written like the form's, in one transaction with
 * the column mapping the handler remembers for its next statement: all of it, or nothing.
 */
export const importRegistrations = (
  org: OrgContext,
  handlerId: string,
  inputs: BulkRegistrationInput[],
  mapping: Record<string, string>,
  progress: (done: number, total: number) => void,
) =>
  registrations.createMany(
    org,
    inputs,
    (input) => insertRegistration(org, handlerId, input),
    progress,
    async (tx) => {
      await tx.wasteHandlerAssociation.update({ where: { id: handlerId }, data: { importMapping: mapping } });
    },
  );

/** The quantities become exactly the lines given. */
export const updateBulkRegistration = (org: OrgContext, handlerId: string, id: string, input: BulkRegistrationInput) =>
  registrations.update(org, id, input, async (tx) => {
    const current = await tx.wasteBulkRegistration.findFirst({
      where: { id, associationId: handlerId },
      select: { lines: { select: { arrangementId: true } } },
    });
    if (!current) throw notFound("Waste registration not found");
    await assertLines(tx, handlerId, input, new Set(current.lines.map((line) => line.arrangementId)));
    await tx.wasteRegistrationLine.deleteMany({ where: { bulkRegistrationId: id } });
    await tx.wasteRegistrationLine.createMany({
      data: linesOf(org, input).map((line) => ({ ...line, bulkRegistrationId: id })),
    });
    await tx.wasteBulkRegistration.update({
      where: { id },
      data: { ...registrationFields(input), files: { set: filesOf(input.fileIds) } },
    });
  });
