// The member and competence forms still carry a "last acquired" date per requirement (SPEC.md
// section 3). A later date than the one on record is a new acquisition, recorded without a
// certificate by the person saving the form; an earlier or cleared date would rewrite evidence and is
// refused: an acquisition entered wrongly is removed from the member's page instead.
import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { translator } from "@/lib/platform/i18n/translator";
import { acquisitionKey, latestAcquisitions, type AcquisitionKey } from "./acquisition-dates";

export type FormAcquisition = AcquisitionKey & { lastAcquisitionDate: Date | null };

export async function recordFormAcquisitions(
  tx: Tx,
  org: OrgContext,
  entries: FormAcquisition[],
  fieldOf: (index: number) => string,
): Promise<void> {
  const onRecord = await latestAcquisitions(tx, entries);
  const t = translator(org.user.language);
  const refused: Record<string, string> = {};
  const added: FormAcquisition[] = [];
  entries.forEach((entry, index) => {
    const last = onRecord.get(acquisitionKey(entry));
    const given = entry.lastAcquisitionDate;
    if (last && (!given || given.getTime() < last.getTime())) {
      refused[`${fieldOf(index)}.lastAcquisitionDate`] = t("people.errors.acquisitionOnRecord", { date: last });
    } else if (given && (!last || given.getTime() > last.getTime())) {
      added.push(entry);
    }
  });
  if (Object.keys(refused).length) throw validationFailed(refused, t("people.errors.acquisitionOnRecordSummary"));
  if (!added.length) return;
  await tx.competenceAcquisition.createMany({
    data: added.map((entry) => ({
      organizationId: org.organizationId,
      membershipId: entry.membershipId,
      competenceId: entry.competenceId,
      acquiredOn: entry.lastAcquisitionDate!,
      recordedById: org.user.id,
      recordedByName: org.user.name,
    })),
  });
}
