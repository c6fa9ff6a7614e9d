import "server-only";
import type { Tx } from "@/lib/platform/db";
import { nextInspectionDate } from "./next-inspection";

const sameDay = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Brings an agreement's pending inspection in line with the agreement, inside the write that
 * changed either: before any inspection is done the first one is due on startsAt (and moves with
 * it while none is done); after one is
 * done the next is created from the frequency (none for "once"), at most one at a time (the unique
 * pendingAgreementId); an archived agreement keeps no pending inspection. The agreement's
 * nextDueDate follows its pending inspection, for the list's order.
 */
export async function syncPendingInspection(
  tx: Tx,
  agreementId: string,
  options: { startMoved?: boolean } = {},
): Promise<void> {
  const agreement = await tx.agreement.findUniqueOrThrow({
    where: { id: agreementId },
    select: {
      organizationId: true,
      type: true,
      responsibleId: true,
      machineId: true,
      startsAt: true,
      frequency: true,
      nextDueBasis: true,
      nextDueDate: true,
      archivedDate: true,
    },
  });
  const pending = await tx.inspection.findUnique({
    where: { pendingAgreementId: agreementId },
    select: { id: true, dueDate: true, type: true, responsibleId: true, machineId: true },
  });
  let dueDate: Date | null = null;

  if (agreement.archivedDate) {
    if (pending) {
      await tx.inspection.update({
        where: { id: pending.id },
        data: { archivedDate: new Date(), pendingAgreementId: null },
      });
    }
  } else {
    const lastDone = await tx.inspection.findFirst({
      where: { agreementId, status: "DONE", archivedDate: null },
      select: { dueDate: true, performedAt: true },
      orderBy: [{ dueDate: "desc" }, { id: "desc" }],
    });
    const copied = { type: agreement.type, responsibleId: agreement.responsibleId, machineId: agreement.machineId };
    if (pending) {
      // before the first inspection is done, a moved start moves it; a date set on the inspection
      // itself (postponed) stays otherwise
      dueDate = !lastDone && options.startMoved ? agreement.startsAt : pending.dueDate;
      const changed =
        !sameDay(dueDate, pending.dueDate) ||
        pending.type !== copied.type ||
        pending.responsibleId !== copied.responsibleId ||
        pending.machineId !== copied.machineId;
      if (changed) await tx.inspection.update({ where: { id: pending.id }, data: { ...copied, dueDate } });
    } else {
      dueDate = lastDone ? nextInspectionDate(agreement, lastDone) : agreement.startsAt;
      if (dueDate) {
        await tx.inspection.create({
          data: {
            organizationId: agreement.organizationId,
            agreementId,
            pendingAgreementId: agreementId,
            status: "PENDING",
            dueDate,
            ...copied,
          },
        });
      }
    }
  }
  if (!sameDay(dueDate, agreement.nextDueDate)) {
    await tx.agreement.update({ where: { id: agreementId }, data: { nextDueDate: dueDate } });
  }
}
