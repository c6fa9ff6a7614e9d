// The competence matrix: every active member of the organization against every competence in use,
// one row each, with where the member stands: valid, due soon, overdue or not yet acquired where the
// member must hold it (the status the competence screens show), else not required, with the latest
// acquisition even then (acquisitions outlive a requirement a role change took away).
import "server-only";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { acquisitionKey, latestAcquisitions } from "@/lib/modules/organization/competences/acquisition-dates";
import { cellStatus } from "@/lib/modules/organization/competences/cell-status";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import type { Translate } from "@/lib/platform/i18n/translator";
import type { CellValue } from "@/lib/platform/lists/export/columns";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";
import { defineReport, type ReportRows } from "../definition";

/** About this many rows a batch: as many members as fill it with every competence. */
const ROWS_PER_BATCH = 1_000;

type Member = { id: string; userName: string };
type Competence = Awaited<ReturnType<typeof competencesInUse>>[number];

const competencesInUse = (org: OrgContext) =>
  db().competence.findMany({
    where: { organizationId: org.organizationId, archivedDate: null },
    select: { id: true, name: true, frequency: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });

/**
 * The next members by name after `after`, through the member list's index (organization, name, id);
 * by the last one's name and id, so a member removed meanwhile does not end the matrix early.
 */
const membersAfter = (org: OrgContext, after: Member | null, take: number) =>
  db().membership.findMany({
    where: {
      organizationId: org.organizationId,
      status: "ACTIVE",
      ...(after && {
        OR: [{ userName: { gt: after.userName } }, { userName: after.userName, id: { gt: after.id } }],
      }),
    },
    select: { id: true, userName: true },
    orderBy: [{ userName: "asc" }, { id: "asc" }],
    take,
  });

/** The rows of a batch of members, each against every competence, in the competences' order. */
async function matrixRows(members: Member[], competences: Competence[], t: Translate): Promise<CellValue[][]> {
  const membershipIds = members.map((member) => member.id);
  const keys = members.flatMap((member) =>
    competences.map((competence) => ({ membershipId: member.id, competenceId: competence.id })),
  );
  const [requirements, latest] = await Promise.all([
    db().competenceRequirement.findMany({
      where: { membershipId: { in: membershipIds }, competenceId: { in: competences.map((c) => c.id) } },
      select: {
        membershipId: true,
        competenceId: true,
        acquisitionDeadline: true,
        lastAcquisitionDate: true,
        nextDueDate: true,
      },
    }),
    latestAcquisitions(db(), keys),
  ]);
  const required = new Map(requirements.map((requirement) => [acquisitionKey(requirement), requirement]));
  const today = calendarToday();
  return members.flatMap((member) =>
    competences.map((competence) => {
      const key = acquisitionKey({ membershipId: member.id, competenceId: competence.id });
      const requirement = required.get(key);
      const status = cellStatus(requirement, today);
      const label = status === "NOT_REQUIRED" ? t("reports.notRequired") : t(`people.status.${status}`);
      if (requirement) {
        return [member.userName, competence.name, label, requirement.lastAcquisitionDate, requirement.nextDueDate];
      }
      const acquired = latest.get(key) ?? null;
      return [member.userName, competence.name, label, acquired, nextDueDate(acquired, competence.frequency)];
    }),
  );
}

async function* competenceMatrixRows(org: OrgContext, t: Translate): ReportRows {
  const competences = await competencesInUse(org);
  if (!competences.length) return;
  const take = Math.max(1, Math.floor(ROWS_PER_BATCH / competences.length));
  let last: Member | null = null;
  for (;;) {
    const members = await membersAfter(org, last, take);
    if (members.length) yield await matrixRows(members, competences, t);
    if (members.length < take) return;
    last = members[members.length - 1];
  }
}

export const competenceMatrixReport = defineReport({
  key: "competenceMatrix",
  access: competenceAccess.list,
  dated: false,
  columns: [
    { heading: "people.competence.member", width: 1.6 },
    { heading: "reports.columns.competence", width: 1.8 },
    { heading: "people.columns.status", width: 1.3 },
    { heading: "people.member.lastAcquisitionDate", type: "date", width: 1 },
    { heading: "reports.columns.validUntil", type: "date", width: 1 },
  ],
  rows: (org, _period, t) => competenceMatrixRows(org, t),
});
