import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import { reachableOrganizations } from "@/lib/platform/auth/data";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { SessionUser } from "@/lib/platform/auth/types";
import { db } from "@/lib/platform/db";
import { organizationSelect, toOrganizationDto, type OrganizationDto, type OrganizationRow } from "./dto";

/** Nests subsidiaries (and their subsidiaries) under their parents. */
function nest(rows: OrganizationRow[], rootId: string): OrganizationDto {
  const byParent = new Map<string, OrganizationRow[]>();
  for (const row of rows) {
    if (row.type === "SUBSIDIARY" && row.parentId)
      byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  }
  const build = (row: OrganizationRow): OrganizationDto =>
    toOrganizationDto(row, (byParent.get(row.id) ?? []).sort((a, b) => a.name.localeCompare(b.name)).map(build));
  return build(rows.find((row) => row.id === rootId)!);
}

/** The top organization the user reaches (normally the holding) with its subsidiaries nested. */
export async function getOrganizationTree(user: SessionUser): Promise<OrganizationDto> {
  const reachable = await reachableOrganizations(user.id);
  if (!reachable.length) throw notFound("No organization");
  const rows = await db().organization.findMany({
    where: { id: { in: reachable.map((organization) => organization.id) }, archivedDate: null },
    select: organizationSelect,
  });
  return nest(rows, reachable[0].id);
}

export const getOrganization = (org: OrgContext) => getOrganizationInHolding(org.holdingId, org.organizationId);

/** An organization of the given holding, with its subsidiaries nested. */
export async function getOrganizationInHolding(holdingId: string, id: string): Promise<OrganizationDto> {
  // archived subsidiaries leave the tree; an archived organization itself still answers when named
  const rows = await db().organization.findMany({
    where: { holdingId, OR: [{ archivedDate: null }, { id }] },
    select: organizationSelect,
  });
  if (!rows.some((row) => row.id === id)) throw notFound("Organization not found");
  return nest(rows, id);
}

export async function listDepartments(org: OrgContext) {
  const rows = await db().organization.findMany({
    where: { parentId: org.organizationId, type: "DEPARTMENT", archivedDate: null },
    select: organizationSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => toOrganizationDto(row));
}

export async function getDepartment(org: OrgContext, departmentId: string) {
  const row = await db().organization.findFirst({
    where: { id: departmentId, parentId: org.organizationId, type: "DEPARTMENT" },
    select: organizationSelect,
  });
  if (!row) throw notFound("Department not found");
  return toOrganizationDto(row);
}

export function listAreas(org: OrgContext) {
  return db().area.findMany({
    where: { organizationId: org.organizationId, archivedDate: null },
    select: { id: true, name: true, description: true, createdDate: true, lastModifiedDate: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}

/** The organization's archived work areas, newest archiving first, for the structure screen to restore. */
export function listArchivedAreas(org: OrgContext) {
  return db().area.findMany({
    where: { organizationId: org.organizationId, archivedDate: { not: null } },
    select: { id: true, name: true, archivedDate: true },
    orderBy: [{ archivedDate: "desc" }, { id: "asc" }],
  });
}

/** Archived departments and subsidiaries directly under the given organizations, newest archiving first. */
export function listArchivedChildren(parentIds: string[]) {
  return db().organization.findMany({
    where: { parentId: { in: parentIds }, archivedDate: { not: null }, type: { in: ["DEPARTMENT", "SUBSIDIARY"] } },
    select: {
      id: true,
      name: true,
      type: true,
      parentId: true,
      archivedDate: true,
      parent: { select: { name: true } },
    },
    orderBy: [{ archivedDate: "desc" }, { id: "asc" }],
  });
}

/** NACE codes matching a text or code prefix, in classification order (at most 50). */
export function searchNaceCodes(query: { q?: string; code?: string }) {
  const q = query.q?.trim();
  return db().naceCode.findMany({
    where: query.code
      ? { code: query.code }
      : q
        ? {
            OR: [
              { code: { startsWith: q.toUpperCase() } },
              { nameEn: { contains: q, mode: "insensitive" } },
              { nameDa: { contains: q, mode: "insensitive" } },
            ],
          }
        : { level: "section" },
    select: { code: true, level: true, parentCode: true, nameEn: true, nameDa: true },
    orderBy: { sortOrder: "asc" },
    take: 50,
  });
}
