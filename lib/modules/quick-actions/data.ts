// What the quick actions' screens offer, read through the modules that own the records: the first
// page of each picker (a search in the browser reaches the rest) and the due inspections.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { actingMembershipOf } from "@/lib/platform/tenancy/acting-members";
import { listChemicalRegister } from "@/lib/modules/chemicals/register/data";
import { chemicalRegisterList } from "@/lib/modules/chemicals/register/schema";
import { getInspection, listInspections } from "@/lib/modules/monitoring/control-book/data";
import { inspectionList } from "@/lib/modules/monitoring/control-book/schema";
import { listMachines } from "@/lib/modules/monitoring/machines/data";
import { machineList } from "@/lib/modules/monitoring/machines/schema";
import { getMeter, listMeters } from "@/lib/modules/monitoring/meters/data";
import { meterList } from "@/lib/modules/monitoring/meters/schema";
import { chemicalOption, inspectionOption, machineOption, meterOption, type MeterOption } from "./options";

/** A picker's first page: the search finds the others. */
const FIRST_PAGE = 100;

/** The meters, those due for a reading first; the meter a label or link names, when it is the organization's. */
export async function meterChoices(org: OrgContext, meterId: string | undefined) {
  const page = await listMeters(org, meterList.query.parse({ size: FIRST_PAGE, sort: "nextReadingDate,asc" }));
  const meters = page.content.map(meterOption);
  let chosen: MeterOption | null = meters.find((meter) => meter.id === meterId) ?? null;
  if (meterId && !chosen) {
    const meter = await getMeter(org, meterId).catch(() => null);
    chosen = meter && !meter.archivedDate ? meterOption(meter) : null;
    if (chosen) meters.unshift(chosen);
  }
  return { meters, chosen };
}

export type DueInspection = {
  id: string;
  title: string;
  dueDate: string;
  dueStatus: "OVERDUE" | "DUE_SOON";
  machine: string | null;
  responsible: string | null;
  /** The person is its responsible member. */
  mine: boolean;
};

/**
 * The organization's pending inspections that are overdue or due soon, the person's own first, then
 * by due date: the most pressing of each, as many as a phone's list holds.
 */
export async function dueInspections(org: OrgContext): Promise<DueInspection[]> {
  const me = await actingMembershipOf(db(), org);
  const query = (filters: Record<string, string>) =>
    listInspections(
      org,
      inspectionList.query.parse({ status: "PENDING", size: FIRST_PAGE, sort: "dueDate,asc", ...filters }),
    );
  const [everyone, own] = await Promise.all([query({}), me ? query({ responsibleId: me }) : null]);
  const rows = [...(own?.content ?? []), ...everyone.content];
  const seen = new Set<string>();
  const due: DueInspection[] = [];
  for (const row of rows) {
    if (seen.has(row.id) || (row.dueStatus !== "OVERDUE" && row.dueStatus !== "DUE_SOON")) continue;
    seen.add(row.id);
    due.push({
      id: row.id,
      title: row.title,
      dueDate: row.dueDate,
      dueStatus: row.dueStatus,
      machine: row.machine?.name ?? null,
      responsible: row.responsible?.name ?? null,
      mine: !!me && row.responsible?.id === me,
    });
  }
  return due.sort((a, b) => Number(b.mine) - Number(a.mine) || a.dueDate.localeCompare(b.dueDate));
}

/** A pending inspection to complete; null when it is not the organization's, done or archived. */
export async function inspectionToComplete(org: OrgContext, inspectionId: string | undefined) {
  if (!inspectionId) return null;
  const inspection = await getInspection(org, inspectionId).catch(() => null);
  return inspection && inspection.status === "PENDING" && !inspection.archivedDate ? inspection : null;
}

/** The records a document may go onto, each kind only when `may` lets the person change it. */
export async function uploadTargets(
  org: OrgContext,
  may: { machine: boolean; chemical: boolean; inspection: boolean },
) {
  const none = Promise.resolve(null);
  const [machines, chemicals, inspections] = await Promise.all([
    may.machine ? listMachines(org, machineList.query.parse({ size: FIRST_PAGE, sort: "name,asc" })) : none,
    may.chemical
      ? listChemicalRegister(org, chemicalRegisterList.query.parse({ size: FIRST_PAGE, sort: "name,asc" }))
      : none,
    // the inspections worked on lately: a report or photo is of one of those
    may.inspection
      ? listInspections(org, inspectionList.query.parse({ size: FIRST_PAGE, sort: "lastModifiedDate,desc" }))
      : none,
  ]);
  return {
    machines: machines?.content.map(machineOption) ?? null,
    chemicals: chemicals?.content.map(chemicalOption) ?? null,
    inspections: inspections?.content.map(inspectionOption) ?? null,
  };
}

/** The membership the person acts through in the organization: who performed what they record. */
export const actingMember = (org: OrgContext) => actingMembershipOf(db(), org);
