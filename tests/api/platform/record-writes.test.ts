// The kit's writes (lib/platform/writes/records.ts) on a real table: one transaction per write,
// stale and foreign rows refused, and work after the commit only when there was a commit.
import { ApiError } from "@/lib/platform/api/errors";
import { mintOrgContext, type OrgContext } from "@/lib/platform/auth/org-context";
import type { SessionUser } from "@/lib/platform/auth/types";
import { db } from "@/lib/platform/db";
import { recordWrites } from "@/lib/platform/writes/records";
import { demo } from "../../support/demo";

async function contextOf(email: string, organizationId: string): Promise<OrgContext> {
  const user = await db().user.findUniqueOrThrow({ where: { email } });
  const sessionUser: SessionUser = { ...user, sessionId: "" } as SessionUser;
  return (await mintOrgContext(sessionUser, organizationId))!;
}

const areas = recordWrites({
  table: (tx) => tx.area,
  get: (_org, id) => db().area.findUniqueOrThrow({ where: { id } }),
  checkLinks: async (_tx, _org, input: { name: string }) => {
    if (input.name === "refused") throw new ApiError(422, "validation_failed", "refused");
  },
});

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error) => (error instanceof ApiError ? error.status : 500),
  );

describe("the kit's record writes", () => {
  let org: OrgContext;
  let other: OrgContext;
  beforeAll(async () => {
    org = await contextOf("manager@demo.example", await demo.holding());
    other = await contextOf("other@demo.example", await demo.other());
  });

  const insertArea = (context: OrgContext, name: string) =>
    areas.create(context, { name }, async (tx) => {
      const row = await tx.area.create({ data: { organizationId: context.organizationId, name } });
      return row.id;
    });

  it("creates and answers through the module's get", async () => {
    const area = await insertArea(org, "Boiler house");
    expect(area).toMatchObject({ name: "Boiler house", organizationId: org.organizationId });
  });

  it("leaves nothing behind and runs no after-commit work when the write fails halfway", async () => {
    const sent: string[] = [];
    const failing = areas.create(org, { name: "Half-written" }, async (tx, afterCommit) => {
      await tx.area.create({ data: { organizationId: org.organizationId, name: "Half-written" } });
      afterCommit(async () => void sent.push("mail"));
      throw new ApiError(409, "duplicate", "fails after the insert");
    });
    expect(await statusOf(failing)).toBe(409);
    expect(await db().area.count({ where: { name: "Half-written" } })).toBe(0);
    expect(sent).toEqual([]);
  });

  it("runs after-commit work once the write is committed", async () => {
    const seen: number[] = [];
    await areas.create(org, { name: "Committed" }, async (tx, afterCommit) => {
      const row = await tx.area.create({ data: { organizationId: org.organizationId, name: "Committed" } });
      afterCommit(async () => void seen.push(await db().area.count({ where: { id: row.id } })));
      return row.id;
    });
    expect(seen).toEqual([1]);
  });

  it("checks the links before the module's statements", async () => {
    let ran = false;
    const write = areas.create(org, { name: "refused" }, async () => {
      ran = true;
      return "";
    });
    expect(await statusOf(write)).toBe(422);
    expect(ran).toBe(false);
  });

  it("answers 409 for a form older than the row, and changes nothing", async () => {
    const area = await insertArea(org, "Workshop");
    const stale = new Date(area.lastModifiedDate.getTime() - 60_000).toISOString();
    const update = areas.update(org, area.id, { name: "Renamed", lastModifiedDate: stale }, async (tx) => {
      await tx.area.update({ where: { id: area.id }, data: { name: "Renamed" } });
    });
    expect(await statusOf(update)).toBe(409);
    expect((await db().area.findUniqueOrThrow({ where: { id: area.id } })).name).toBe("Workshop");
  });

  it("answers 404 for another organization's row, and changes nothing", async () => {
    const area = await insertArea(other, "Their store");
    const update = areas.update(org, area.id, { name: "Taken over" }, async (tx) => {
      await tx.area.update({ where: { id: area.id }, data: { name: "Taken over" } });
    });
    expect(await statusOf(update)).toBe(404);
    expect((await db().area.findUniqueOrThrow({ where: { id: area.id } })).name).toBe("Their store");
  });

  it("updates a fresh row", async () => {
    const area = await insertArea(org, "Yard");
    const updated = await areas.update(
      org,
      area.id,
      { name: "Yard north", lastModifiedDate: area.lastModifiedDate.toISOString() },
      async (tx) => {
        await tx.area.update({ where: { id: area.id }, data: { name: "Yard north" } });
      },
    );
    expect(updated.name).toBe("Yard north");
  });
});
