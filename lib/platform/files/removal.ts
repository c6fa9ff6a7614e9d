import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { recordWrites } from "@/lib/platform/writes/records";
import { getFile } from "./data";
import { fileStorage } from "./storage";

const files = recordWrites({
  table: (tx) => tx.storedFile,
  get: getFile,
  // a document still listed by a record is taken off that record's form first
  dependents: async (tx, _org, id) => {
    const { _count } = await tx.storedFile.findUniqueOrThrow({
      where: { id },
      select: {
        _count: {
          select: {
            competences: true,
            competenceAcquisitions: true,
            scopes: true,
            stakeholderAssociations: true,
            logoOf: true,
            policies: true,
            obligationEvaluations: true,
            ownDocuments: true,
            machines: true,
            agreements: true,
            inspections: true,
            meters: true,
            meterReadings: true,
            guaranteesOfOrigin: true,
            procedures: true,
            events: true,
            wasteHandlers: true,
            wasteRegistrations: true,
            ownSafetyDataSheets: true,
          },
        },
      },
    });
    return {
      competences: _count.competences + _count.competenceAcquisitions,
      scopes: _count.scopes,
      stakeholders: _count.stakeholderAssociations,
      organizations: _count.logoOf,
      policies: _count.policies,
      bindingObligations: _count.obligationEvaluations,
      ownDocuments: _count.ownDocuments,
      machines: _count.machines,
      controlBook: _count.agreements + _count.inspections,
      meters: _count.meters + _count.meterReadings + _count.guaranteesOfOrigin,
      procedures: _count.procedures,
      events: _count.events,
      waste: _count.wasteHandlers + _count.wasteRegistrations,
      chemicals: _count.ownSafetyDataSheets,
    };
  },
});

/**
 * Deletes a file of the organization: the row in one transaction (the audit trail keeps its name,
 * type and size, never its content), then the bytes. Bytes left by a failure there are swept.
 */
export async function deleteFile(org: OrgContext, id: string): Promise<void> {
  let storageKey = "";
  await files.retire(org, id, {}, async (tx) => {
    ({ storageKey } = await tx.storedFile.delete({ where: { id }, select: { storageKey: true } }));
  });
  await fileStorage()
    .remove(storageKey)
    .catch(() => {});
}
