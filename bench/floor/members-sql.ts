// The floor of the member list: the same statements the list kit runs for the member list sorted
// by name (the page's ids through the index (organization, name, id) and a count capped at the
// window; above it the planner's estimate, remembered for a minute), plus one statement for the
// rows, prepared by name, over a plain `pg` pool. No session, no permission check, no validation,
// no Prisma, no mapping of the rows. The benchmark copies this folder into app/api/bench-floor/
// for its own build only.
import { Pool } from "pg";

const WINDOW = 10_000;
const holder = globalThis as unknown as { benchFloorPool?: Pool };
const pool = () =>
  (holder.benchFloorPool ??= new Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  }));

const PAGE = `SELECT
    ARRAY(SELECT t."id"::text FROM "Membership" t WHERE t."organizationId" = $1::uuid
          ORDER BY t."userName" ASC, t."id" ASC LIMIT $2 OFFSET $3) AS "ids",
    (SELECT count(*) FROM (SELECT 1 FROM "Membership" t WHERE t."organizationId" = $1::uuid LIMIT $4) c)::int AS "capped"`;

const PAGE_IDS = `SELECT
    ARRAY(SELECT t."id"::text FROM "Membership" t WHERE t."organizationId" = $1::uuid
          ORDER BY t."userName" ASC, t."id" ASC LIMIT $2 OFFSET $3) AS "ids"`;

const estimates = new Map<string, { estimate: number; until: number }>();

const ESTIMATE = `EXPLAIN (FORMAT JSON) SELECT 1 FROM "Membership" t WHERE t."organizationId" = $1::uuid`;

const ROWS = `SELECT m."id", m."userId", m."userName" AS "name", m."userEmail" AS "email", m."jobTitle", m."scopes",
    m."createdDate", m."lastModifiedDate",
    (SELECT json_build_object('id', a."id", 'name', a."name") FROM "Area" a WHERE a."id" = m."areaId") AS "area",
    (SELECT coalesce(json_agg(json_build_object('id', r."id", 'name', r."name") ORDER BY r."name"), '[]')
       FROM "RoleMember" rm JOIN "Role" r ON r."id" = rm."roleId" WHERE rm."membershipId" = m."id") AS "roles",
    (SELECT coalesce(json_agg(json_build_object(
         'competence', json_build_object('id', c."id", 'name', c."name", 'frequency', c."frequency"),
         'acquisitionDeadline', q."acquisitionDeadline", 'lastAcquisitionDate', q."lastAcquisitionDate",
         'nextDueDate', q."nextDueDate", 'manual', q."manual") ORDER BY c."name"), '[]')
       FROM "CompetenceRequirement" q JOIN "Competence" c ON c."id" = q."competenceId"
       WHERE q."membershipId" = m."id") AS "competenceRequirements"
  FROM "Membership" m WHERE m."id" = ANY($1::uuid[])`;

export type FloorMember = { id: string; name: string; email: string; jobTitle: string | null } & Record<
  string,
  unknown
>;

export async function floorMembers(organizationId: string, page: number, size: number) {
  const remembered = estimates.get(organizationId);
  const known = remembered && remembered.until > Date.now() ? remembered.estimate : undefined;
  const { rows } = await (known === undefined
    ? pool().query<{ ids: string[]; capped: number }>({
        name: "floor_page",
        text: PAGE,
        values: [organizationId, size, page * size, WINDOW + 1],
      })
    : pool().query<{ ids: string[]; capped: number }>({
        name: "floor_page_ids",
        text: PAGE_IDS,
        values: [organizationId, size, page * size],
      }));
  const { ids, capped } = rows[0];
  const large = known !== undefined || capped > WINDOW;
  const [found, explained] = await Promise.all([
    ids.length
      ? pool().query<FloorMember>({ name: "floor_rows", text: ROWS, values: [ids] })
      : Promise.resolve({ rows: [] as FloorMember[] }),
    large && known === undefined ? pool().query(ESTIMATE, [organizationId]) : Promise.resolve(null),
  ]);
  const byId = new Map(found.rows.map((row) => [row.id, row]));
  const content = ids.flatMap((id) => byId.get(id) ?? []);
  if (!large) return { totalElements: capped, content };
  const estimate = known ?? Math.max(Number(explained!.rows[0]["QUERY PLAN"][0].Plan["Plan Rows"]), WINDOW + 1);
  if (known === undefined) estimates.set(organizationId, { estimate, until: Date.now() + 60_000 });
  return { totalElements: Number(estimate.toPrecision(2)), totalIsEstimate: true, content };
}
