import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { stakeholderData } from "@/lib/modules/admin/stakeholders/mutations";
import type { StakeholderChoice } from "./schema";

/**
 * The id of the stakeholder a new association names (a stakeholder association, a waste handler):
 * a new own one, or an existing one the organization may use. Another organization's own
 * stakeholder answers like an unknown id.
 */
export async function resolveStakeholder(tx: Tx, org: OrgContext, input: StakeholderChoice): Promise<string> {
  if (input.stakeholder) {
    const created = await tx.stakeholder.create({
      data: { ...stakeholderData(input.stakeholder), organizationId: org.organizationId },
      select: { id: true },
    });
    return created.id;
  }
  const found = await tx.stakeholder.findFirst({
    where: { id: input.stakeholderId!, OR: [{ organizationId: null }, { organizationId: org.organizationId }] },
    select: { id: true },
  });
  if (!found) throw validationFailed({ stakeholderId: "Unknown stakeholder" });
  return found.id;
}
