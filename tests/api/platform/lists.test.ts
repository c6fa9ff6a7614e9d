// The list kit against the real PostgreSQL: exact totals up to the window and the planner's
// estimate above it, pages within the window and a clear 400 beyond it, one sort index per key,
// and the member's copied name following every rename. One tenant of its own gets the large list.
import { LIST_WINDOW } from "@/lib/platform/lists/paging";
import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;
type Member = { id: string; name: string; email: string };

const members = (orgId: string) => `/api/v1/organizations/${orgId}/members`;
const LARGE = LIST_WINDOW + 150;

describe("lists", () => {
  let large: string;
  let holding: string;
  let manager: Caller;

  beforeAll(async () => {
    holding = await demo.holding();
    manager = await as("manager@demo.example");
    // a tenant with more members than the window, written in SQL; the manager reads it too
    const [{ id }] = await db().$queryRaw<{ id: string }[]>`
      INSERT INTO "Organization" (id, name, type) VALUES (gen_random_uuid(), 'Large Lists A/S', 'HOLDING') RETURNING id`;
    large = id;
    await db().$executeRaw`UPDATE "Organization" SET "holdingId" = id WHERE id = ${large}::uuid`;
    await db().$executeRaw`
      INSERT INTO "User" (id, email, name)
      SELECT gen_random_uuid(), 'large-' || i || '@lists.example', 'Large ' || lpad(i::text, 6, '0')
      FROM generate_series(1, ${LARGE}::int) i`;
    await db().$executeRaw`
      INSERT INTO "Membership" (id, "userId", "organizationId", scopes, "jobTitle")
      SELECT gen_random_uuid(), id, ${large}::uuid, '{READ}', CASE WHEN email LIKE '%7@%' THEN 'Welder' END
      FROM "User" WHERE email LIKE 'large-%@lists.example'`;
    await db().$executeRaw`
      INSERT INTO "Membership" (id, "userId", "organizationId", scopes)
      SELECT gen_random_uuid(), id, ${large}::uuid, '{MANAGE}' FROM "User" WHERE email = 'manager@demo.example'`;
    await db().$executeRaw`ANALYZE "Membership"`;
  });

  it("counts exactly up to the window and says so by leaving the estimate flag out", async () => {
    const answer = await manager.get(`${members(holding)}?size=100`);
    expect(answer.status).toBe(200);
    expect(answer.body.totalIsEstimate).toBeUndefined();
    expect(answer.body.totalElements).toBe(await db().membership.count({ where: { organizationId: holding } }));
    // a narrowing filter brings a large list back under the window: exact again
    const welders = await manager.get(`${members(large)}?q=7@lists`);
    expect(welders.body.totalIsEstimate).toBeUndefined();
    expect(welders.body.totalElements).toBe(
      await db().membership.count({ where: { organizationId: large, userEmail: { contains: "7@lists" } } }),
    );
  });

  it("estimates a total above the window, rounded to two significant digits, and flags it", async () => {
    const answer = await manager.get(`${members(large)}?sort=name,asc`);
    expect(answer.status).toBe(200);
    expect(answer.body.totalIsEstimate).toBe(true);
    const total = answer.body.totalElements as number;
    expect(total).toBeGreaterThanOrEqual(LIST_WINDOW);
    expect(Number(total.toPrecision(2))).toBe(total);
    // the planner's statistics are close for a tenant filter: within a tenth of the truth
    expect(Math.abs(total - (LARGE + 1)) / (LARGE + 1)).toBeLessThan(0.1);
    expect(answer.body.content.map((member: Member) => member.name).slice(0, 3)).toEqual([
      "Large 000001",
      "Large 000002",
      "Large 000003",
    ]);
  });

  it("serves pages that start within the window and answers 400 page_too_deep beyond it", async () => {
    const lastPage = LIST_WINDOW / 20 - 1;
    const last = await manager.get(`${members(large)}?page=${lastPage}&size=20&sort=name,asc`);
    expect(last.status).toBe(200);
    expect(last.body.content).toHaveLength(20);
    expect(last.body.content[19].name).toBe(`Large ${String(LIST_WINDOW).padStart(6, "0")}`);

    const beyond = await manager.get(`${members(large)}?page=${lastPage + 1}&size=20&sort=name,asc`);
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.code).toBe("page_too_deep");
    expect(beyond.body.error.fields.page).toMatch(String(lastPage));
    expect((await manager.get(`${members(large)}?page=99&size=100`)).status).toBe(200);
    expect((await manager.get(`${members(large)}?page=100&size=100`)).status).toBe(400);

    // the other end of the list is the first page of the reversed sort
    const reversed = await manager.get(`${members(large)}?size=2&sort=name,desc`);
    expect(reversed.body.content.map((member: Member) => member.name)).toEqual([
      "Mette Manager",
      `Large ${String(LARGE).padStart(6, "0")}`,
    ]);
  });

  it("breaks ties by id in the direction of the sort, so reversing reverses the order exactly", async () => {
    // most members of the demo holding share a job title of null
    const ids = (answer: { body: { content: Member[] } }) => answer.body.content.map((member) => member.id);
    const forward = await manager.get(`${members(holding)}?size=100&sort=jobTitle,asc`);
    const reverse = await manager.get(`${members(holding)}?size=100&sort=jobTitle,desc`);
    expect(forward.body.totalElements).toBeLessThanOrEqual(100);
    expect(ids(reverse)).toEqual([...ids(forward)].reverse());
  });

  it("serves each sort key through its index (organization, key, id)", async () => {
    const columns = { name: "userName", email: "userEmail", jobTitle: "jobTitle", createdDate: "createdDate" };
    for (const [field, column] of Object.entries(columns)) {
      for (const direction of ["ASC", "DESC"]) {
        const plan = await db().$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
          `EXPLAIN SELECT t."id" FROM "Membership" t WHERE t."organizationId" = $1::uuid
           ORDER BY t."${column}" ${direction}, t."id" ${direction} LIMIT 20`,
          large,
        );
        const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
        expect({ field, direction, plan: text }).toEqual({
          field,
          direction,
          plan: expect.not.stringMatching(/Sort/),
        });
        expect(text).toMatch(`Membership_organizationId_${column}_id_idx`);
      }
    }
  });

  it("refuses more than one sort key and keys the list does not declare", async () => {
    const two = await manager.get(`${members(holding)}?sort=name,asc&sort=email,asc`);
    expect(two.status).toBe(400);
    expect(two.body.error.code).toBe("invalid_sort");
    expect((await manager.get(`${members(holding)}?sort=userName,asc`)).body.error.code).toBe("invalid_sort");
    expect((await manager.get(`${members(holding)}?sort=name,sideways`)).body.error.code).toBe("invalid_sort");
  });

  it("keeps the member's copied name and address equal to the user's, whoever changes them", async () => {
    const user = await db().user.create({ data: { email: "renamed@lists.example", name: "Aaron Before" } });
    const membership = await db().membership.create({
      data: { userId: user.id, organizationId: holding, scopes: ["READ"] },
    });
    const named = async () =>
      db().membership.findUniqueOrThrow({ where: { id: membership.id }, select: { userName: true, userEmail: true } });
    expect(await named()).toEqual({ userName: "Aaron Before", userEmail: "renamed@lists.example" });

    await db().user.update({ where: { id: user.id }, data: { name: "Zelda After" } });
    expect(await named()).toEqual({ userName: "Zelda After", userEmail: "renamed@lists.example" });
    // a write to the copy itself cannot make it drift
    await db().membership.update({ where: { id: membership.id }, data: { userName: "Somebody Else" } });
    expect((await named()).userName).toBe("Zelda After");

    const byName = await manager.get(`${members(holding)}?size=100&sort=name,desc`);
    expect(byName.body.content[0]).toMatchObject({ id: membership.id, name: "Zelda After" });
  });

  it("lists a member exactly as it reads one, with the list's counts added", async () => {
    const area = (await manager.post(`/api/v1/organizations/${holding}/areas`, { body: { name: "Lists hall" } })).body;
    const competence = (
      await manager.post(`/api/v1/organizations/${holding}/competences`, {
        body: { name: "Lists competence", frequency: "P1Y" },
      })
    ).body;
    const role = (
      await manager.post(`/api/v1/organizations/${holding}/roles`, {
        body: { name: "Lists role", competence_ids: [competence.id] },
      })
    ).body;
    const created = await manager.post(members(holding), {
      body: {
        name: "Listed Exactly",
        email: "listed.exactly@lists.example",
        job_title: "Inspector",
        scopes: ["READ"],
        area_id: area.id,
        role_ids: [role.id],
      },
    });
    expect(created.status).toBe(201);
    const one = await manager.get(`${members(holding)}/${created.body.id}`);
    const listed = await manager.get(`${members(holding)}?q=listed.exactly`);
    expect(listed.body.content).toHaveLength(1);
    const { overdueCount, dueSoonCount, missingCount, ...row } = listed.body.content[0];
    expect(row).toEqual(one.body);
    // the role's competence is not yet acquired: missing, not valid
    expect({ overdueCount, dueSoonCount, missingCount }).toEqual({ overdueCount: 0, dueSoonCount: 0, missingCount: 1 });
  });
});
