import "server-only";
import type { Tx } from "@/lib/platform/db";
import { planItemNextDue } from "./plan-schedule";

const wire = (date: Date | null) => date && date.toISOString().slice(0, 10);

/**
 * Brings a plan line's next due date in line with the line and its log, inside the write that
 * changed either (the line itself, or a communication logged for it, moved, archived or restored).
 * The date is written without touching the line's last change: a form of the line opened before a
 * communication was logged still saves.
 */
export async function syncPlanItemDue(tx: Tx, planItemId: string | null): Promise<void> {
  if (!planItemId) return;
  const item = await tx.communicationPlanItem.findUnique({
    where: { id: planItemId },
    select: { startsAt: true, frequency: true, nextDueDate: true },
  });
  if (!item) return;
  const latest = await tx.communication.aggregate({
    where: { planItemId, archivedDate: null },
    _max: { date: true },
  });
  const next = wire(planItemNextDue(item, latest._max.date));
  if (next === wire(item.nextDueDate)) return;
  await tx.$executeRaw`UPDATE "CommunicationPlanItem" SET "nextDueDate" = ${next}::date WHERE "id" = ${planItemId}::uuid`;
}
