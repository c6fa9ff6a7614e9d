import "server-only";
import { ApiError } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { serializePeopleWrites, touch } from "@/lib/platform/writes/serialize";
import { recordWrites } from "@/lib/platform/writes/records";
import { getMember } from "./data";
import { translator } from "@/lib/platform/i18n/translator";

const members = recordWrites({
  table: (tx) => tx.membership,
  get: getMember,
  serialize: (tx, org) => serializePeopleWrites(tx, org.organizationId),
});

/**
 * Takes a person out of the organization: the membership goes with its roles and requirements;
 * the account stays, and so does the audit trail of everything the membership was and did.
 * Removing oneself is refused, so no one locks themselves out by a slip.
 */
export const removeMember = (org: OrgContext, id: string) =>
  members.retire(org, id, {}, async (tx) => {
    const member = await tx.membership.findUniqueOrThrow({
      where: { id },
      select: { userId: true, roles: { select: { roleId: true } }, requirements: { select: { competenceId: true } } },
    });
    if (member.userId === org.user.id) {
      throw new ApiError(409, "self_removal", translator(org.user.language)("people.errors.selfRemoval"));
    }
    await tx.membership.delete({ where: { id } });
    // forms of the roles and competences that listed the member are now out of date
    await touch(
      tx.role,
      member.roles.map(({ roleId }) => roleId),
    );
    await touch(
      tx.competence,
      member.requirements.map(({ competenceId }) => competenceId),
    );
  });
