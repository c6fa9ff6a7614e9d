import "server-only";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import type { Tx } from "@/lib/platform/db";
import { auditedTransaction, type Actor } from "@/lib/platform/writes/audit";
import { stakeholderSelect, toStakeholderDto } from "./dto";
import type { StakeholderFields, StakeholderInput } from "./schema";

/** The stored columns of a stakeholder from its validated fields (leaves out lastModifiedDate and the like). */
export const stakeholderData = (input: StakeholderFields) => ({
  name: input.name,
  type: input.type,
  email: input.email,
  phone: input.phone,
  website: input.website,
  address: input.address,
  zipCode: input.zipCode,
  city: input.city,
  countryAlpha2: input.countryAlpha2,
});

export async function createCatalogueStakeholder(actor: Actor, input: StakeholderInput) {
  const row = await auditedTransaction(actor, (tx) =>
    tx.stakeholder.create({ data: { ...stakeholderData(input), organizationId: null }, select: stakeholderSelect }),
  );
  return toStakeholderDto(row);
}

export async function updateCatalogueStakeholder(actor: Actor, id: string, input: StakeholderInput) {
  return auditedTransaction(actor, async (tx: Tx) => {
    await lockIfFresh(tx.stakeholder, { id, organizationId: null }, input.lastModifiedDate);
    const row = await tx.stakeholder.update({ where: { id }, data: stakeholderData(input), select: stakeholderSelect });
    return toStakeholderDto(row);
  });
}
