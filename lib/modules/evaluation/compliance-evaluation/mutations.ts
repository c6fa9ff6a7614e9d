import "server-only";
import { ApiError, duplicate, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { recordWrites } from "@/lib/platform/writes/records";
import { getRound } from "./data";
import type { RoundInput } from "./schema";

const day = (text: string) => new Date(`${text}T00:00:00Z`);

const roundSignedOff = () =>
  new ApiError(409, "signed_off", "The round is signed off: it stays as it was signed off, as evidence");

const rounds = recordWrites({ table: (tx) => tx.complianceRound, get: getRound });

/** One round a year: a second for the same year is refused on its year (409). */
async function checkYear(tx: Tx, org: OrgContext, year: number, id: string | null) {
  const taken = await tx.complianceRound.findFirst({
    where: { organizationId: org.organizationId, year, ...(id ? { id: { not: id } } : {}) },
    select: { id: true },
  });
  if (taken) throw duplicate({ year: "The organization has a round for this year" });
}

async function openRound(tx: Tx, id: string) {
  const { status } = await tx.complianceRound.findUniqueOrThrow({ where: { id }, select: { status: true } });
  if (status === "SIGNED_OFF") throw roundSignedOff();
}

const fieldsOf = (input: RoundInput) => ({
  year: input.year,
  title: input.title,
  periodStart: day(input.periodStart),
  periodEnd: day(input.periodEnd),
  note: input.note,
});

export const createRound = (org: OrgContext, input: RoundInput) =>
  rounds.create(org, input, async (tx) => {
    await checkYear(tx, org, input.year, null);
    const created = await tx.complianceRound.create({
      data: { organizationId: org.organizationId, ...fieldsOf(input) },
      select: { id: true },
    });
    return created.id;
  });

/** The round's year, title, period and note, while it is open; evaluations already in it stay. */
export const updateRound = (org: OrgContext, id: string, input: RoundInput) =>
  rounds.update(org, id, input, async (tx) => {
    await openRound(tx, id);
    await checkYear(tx, org, input.year, id);
    await tx.complianceRound.update({ where: { id }, data: fieldsOf(input) });
  });

export const archiveRound = (org: OrgContext, id: string) =>
  rounds.retire(org, id, {}, async (tx) => {
    await tx.complianceRound.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

export const restoreRound = (org: OrgContext, id: string) => rounds.restore(org, id);

/**
 * A manager signs the round off once every obligation in force has an evaluation in it (422 on
 * `obligations` naming how many have none); it is read-only after.
 */
export const signOffRound = (org: OrgContext, id: string, input: { note: string | null; lastModifiedDate?: string }) =>
  rounds.update(org, id, input, async (tx) => {
    await openRound(tx, id);
    const missing = await tx.bindingObligation.count({
      where: { organizationId: org.organizationId, archivedDate: null, evaluations: { none: { roundId: id } } },
    });
    if (missing) {
      throw validationFailed(
        { obligations: `${missing} obligations have no evaluation in the round` },
        "Every obligation needs an evaluation in the round before it is signed off",
      );
    }
    await tx.complianceRound.update({
      where: { id },
      data: {
        status: "SIGNED_OFF",
        signedOffAt: new Date(),
        signedOffById: org.user.id,
        signedOffByName: org.user.name,
        signOffNote: input.note,
      },
    });
  });
