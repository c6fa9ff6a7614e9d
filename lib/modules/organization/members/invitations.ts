import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { SessionUser } from "@/lib/platform/auth/types";
import { db, type Tx } from "@/lib/platform/db";
import { serializePeopleWrites } from "@/lib/platform/writes/serialize";

// The person's side of an invitation: a membership stays INVITED, reaching nothing, until the
// person it names accepts it (it then shows their own name) or declines it (it is gone).

const invitationSelect = {
  id: true,
  createdDate: true,
  organization: { select: { id: true, name: true } },
} as const;

/** The signed-in person's open invitations, oldest first. */
export async function listInvitations(user: SessionUser) {
  const rows = await db().membership.findMany({
    where: { userId: user.id, status: "INVITED" },
    select: invitationSelect,
    orderBy: [{ createdDate: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => ({ id: row.id, organization: row.organization, invitedDate: row.createdDate }));
}

/** The person's own open invitation, locked with the organization's member writes; 404 for anyone else's. */
async function ownInvitation(tx: Tx, user: SessionUser, id: string) {
  const found = await tx.membership.findFirst({
    where: { id, userId: user.id, status: "INVITED" },
    select: { organizationId: true },
  });
  if (!found) throw notFound("Invitation not found");
  await serializePeopleWrites(tx, found.organizationId);
  const still = await tx.membership.findFirst({ where: { id, status: "INVITED" }, select: invitationSelect });
  if (!still) throw notFound("Invitation not found");
  return still;
}

/** Accepting makes the membership reach the organization; the organization then sees the person's own name. */
export const acceptInvitation = (user: SessionUser, id: string) =>
  db().$transaction(async (tx: Tx) => {
    const invitation = await ownInvitation(tx, user, id);
    await tx.membership.update({ where: { id }, data: { status: "ACTIVE", invitedName: null } });
    return { organization: invitation.organization };
  });

/** Declining removes the invitation; the organization may invite again. */
export const declineInvitation = (user: SessionUser, id: string) =>
  db().$transaction(async (tx: Tx) => {
    await ownInvitation(tx, user, id);
    await tx.membership.delete({ where: { id } });
  });
