// The matrix in one statement: the members of a page with their requirements for the columns shown,
// the columns, the organizations and the count of members, aggregated as JSON in PostgreSQL. The
// statuses are read from the requirements' dates by cellStatus, as the reports read them.
import "server-only";
import { cellDueDate, cellStatus } from "@/lib/modules/organization/competences/cell-status";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import type { Matrix, MatrixCell } from "./dto";
import { matrixHead } from "./matrix-scope";
import type { MatrixQuery } from "./schema";

type IdName = { id: string; name: string };
/** A requirement as the statement lists it: competence, deadline, last acquisition, next due date. */
type RequirementTuple = [string, string | null, string | null, string | null];
type MatrixJson = {
  total: number;
  organizations: IdName[];
  competences: (IdName & { organizationId: string })[];
  rows: (IdName & { organizationId: string; area: IdName | null; requirements: RequirementTuple[] })[];
};

const day = (text: string | null) => (text === null ? null : new Date(`${text}T00:00:00Z`));
const wire = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

/**
 * A page of the matrix (`all`: every member in the filter, for the workbook). Members are sorted by
 * name; the columns by organization in the tree's order, then by name.
 */
export async function competenceMatrix(org: OrgContext, query: MatrixQuery, { all = false } = {}): Promise<Matrix> {
  const today = calendarToday();
  const [result] = await queryRows<MatrixJson>(sql`
    ${matrixHead(org, query, today)}
    SELECT
      (SELECT count(*)::int FROM members) AS "total",
      (SELECT coalesce(json_agg(json_build_object('id', o."id", 'name', o."name") ORDER BY o."path"), '[]') FROM orgs o)
        AS "organizations",
      (SELECT coalesce(json_agg(json_build_object('id', s."id", 'name', s."name", 'organizationId', s."organizationId")
                                ORDER BY o."path", s."name", s."id"), '[]')
         FROM shown s JOIN orgs o ON o."id" = s."organizationId") AS "competences",
      (SELECT coalesce(json_agg(json_build_object(
                'id', p."id", 'name', p."userName", 'organizationId', p."organizationId",
                'area', (SELECT json_build_object('id', a."id", 'name', a."name") FROM "Area" a WHERE a."id" = p."areaId"),
                'requirements', (SELECT coalesce(json_agg(json_build_array(r."competenceId", r."acquisitionDeadline",
                                                          r."lastAcquisitionDate", r."nextDueDate")), '[]')
                                 FROM "CompetenceRequirement" r
                                 WHERE r."membershipId" = p."id" AND r."competenceId" IN (SELECT "id" FROM shown)))
              ORDER BY p."userName", p."id"), '[]')
         FROM (SELECT * FROM members ORDER BY "userName", "id" LIMIT ${all ? null : query.size}
               OFFSET ${all ? 0 : query.page * query.size}) p) AS "rows"`);
  const columns = result.competences;
  return {
    organizations: result.organizations,
    competences: columns,
    totalElements: result.total,
    page: all ? 0 : query.page,
    size: all ? result.total : query.size,
    rows: result.rows.map(({ requirements, ...member }) => {
      const held = new Map(
        requirements.map(([competenceId, deadline, acquired, next]) => [
          competenceId,
          { acquisitionDeadline: day(deadline), lastAcquisitionDate: day(acquired), nextDueDate: day(next) },
        ]),
      );
      return {
        ...member,
        cells: columns.map((column): MatrixCell => {
          // a competence of another organization is nothing the member could be asked to hold
          if (column.organizationId !== member.organizationId) return null;
          const requirement = held.get(column.id);
          return {
            status: cellStatus(requirement, today),
            dueDate: requirement ? wire(cellDueDate(requirement)) : null,
            lastAcquisitionDate: requirement ? wire(requirement.lastAcquisitionDate) : null,
          };
        }),
      };
    }),
  };
}
