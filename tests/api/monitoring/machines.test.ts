import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { multipart, PDF } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;

const machines = (orgId: string) => `/api/v1/organizations/${orgId}/machines`;
const ids = (page: { content: { id: string }[] }) => page.content.map((row) => row.id);

describe("machines", () => {
  let holding: string;
  let otherHolding: string;
  let editor: Caller;
  let reader: Caller;
  let responsibleId: string;
  let counter = 0;

  const create = async (body: Record<string, unknown> = {}) => {
    const answer = await editor.post(machines(holding), {
      body: { name: `Compressor ${++counter}`, inception_date: "2019-05-01", ...body },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  beforeAll(async () => {
    [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    [editor, reader] = await Promise.all([as("editor@demo.example"), as("reader@demo.example")]);
    responsibleId = (
      await db().membership.findFirstOrThrow({ where: { organizationId: holding, userEmail: "manager@demo.example" } })
    ).id;
  });

  it("creates a machine with its details, responsible member and documents", async () => {
    const file = (await editor.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PDF, "manual.pdf") }))
      .body;
    const created = await create({
      name: " Forklift Linde H30 ",
      kind: "Forklift",
      manufacturer: "Linde",
      model: "H30D",
      serial_number: "H2X393T01234",
      inception_date: "2018-03-15",
      responsible_id: responsibleId,
      file_ids: [file.id],
    });
    expect(created).toMatchObject({
      name: "Forklift Linde H30",
      kind: "Forklift",
      manufacturer: "Linde",
      model: "H30D",
      serialNumber: "H2X393T01234",
      inceptionDate: "2018-03-15",
      endOfUseDate: null,
      responsible: { id: responsibleId },
      files: [{ id: file.id, name: "manual.pdf", date: null }],
    });
    expect((await reader.get(`${machines(holding)}/${created.id}`)).body).toEqual(created);
  });

  it("answers 422 naming the field for bad input, and writes nothing", async () => {
    const before = await db().machine.count();
    const foreignArea = await db().area.create({
      data: { organizationId: otherHolding, name: `Other's hall ${Date.now()}` },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: " " }, "name"],
      [{ inception_date: undefined }, "inceptionDate"],
      [{ inception_date: "2020-01-01", end_of_use_date: "2019-12-31" }, "endOfUseDate"],
      [{ area_id: foreignArea.id }, "areaId"],
    ];
    for (const [override, field] of cases) {
      const answer = await editor.post(machines(holding), {
        body: { name: "Press", inception_date: "2020-01-01", ...override },
      });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.error.fields)).toEqual([field]);
    }
    expect(await db().machine.count()).toBe(before);
  });

  it("answers 409 to a stale form", async () => {
    const machine = await create();
    const first = await editor.put(`${machines(holding)}/${machine.id}`, {
      body: { name: "Renamed", inception_date: "2019-05-01", last_modified_date: machine.lastModifiedDate },
    });
    expect(first.status).toBe(200);
    const stale = await editor.put(`${machines(holding)}/${machine.id}`, {
      body: { name: "Older", inception_date: "2019-05-01", last_modified_date: machine.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect((await reader.get(`${machines(holding)}/${machine.id}`)).body.name).toBe("Renamed");
  });

  it("searches and filters by use", async () => {
    const running = await create({ name: "Lathe Weiler E30", serial_number: "WE-8812" });
    const retired = await create({ name: "Lathe Weiler old", end_of_use_date: "2020-01-01" });
    const search = (params: string) =>
      reader.get(`${machines(holding)}?q=Weiler&${params}`).then((answer) => ids(answer.body));
    expect(await search("inUse=true")).toEqual([running.id]);
    expect(await search("in_use=false")).toEqual([retired.id]);
    expect(ids((await reader.get(`${machines(holding)}?q=WE-8812`)).body)).toEqual([running.id]);
  });

  it("is not archived while an agreement still runs for it", async () => {
    const machine = await create();
    const agreement = await editor.post(`/api/v1/organizations/${holding}/agreements`, {
      body: {
        type: "SERVICE_AND_INSPECTION",
        title: "Compressor service",
        starts_at: "2026-09-01",
        frequency: "P1Y",
        machine_id: machine.id,
      },
    });
    expect(agreement.status).toBe(201);
    const refused = await editor.delete(`${machines(holding)}/${machine.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields).toEqual({ agreements: "1" });
    expect((await editor.delete(`/api/v1/organizations/${holding}/agreements/${agreement.body.id}`)).status).toBe(204);
    expect((await editor.delete(`${machines(holding)}/${machine.id}`)).status).toBe(204);
    expect(ids((await reader.get(`${machines(holding)}?size=100`)).body)).not.toContain(machine.id);
  });
});

describe("the demo control book", () => {
  it("has ten machines with documents and twelve agreements, two overdue and three due within 30 days", async () => {
    const { seedDemoControlBook } = await import("@/prisma/seed/demo-control-book");
    const holding = await demo.holding();
    const manager = await db().user.findUniqueOrThrow({ where: { email: "manager@demo.example" } });
    // a subsidiary of its own, so the other tests' machines do not count
    const organization = await db().organization.create({
      data: { name: `Demo control book ${Date.now()}`, type: "SUBSIDIARY", parentId: holding, holdingId: holding },
    });
    await db().membership.create({ data: { organizationId: organization.id, userId: manager.id, scopes: ["MANAGE"] } });
    const { calendarToday } = await import("@/lib/platform/recurrence/due-status");
    const { addDays } = await import("@/lib/platform/recurrence/frequency");
    expect(await seedDemoControlBook(db() as never, organization.id, manager.id)).toBe(12);
    const machines = await db().machine.findMany({
      where: { organizationId: organization.id },
      include: { files: true },
    });
    expect(machines).toHaveLength(10);
    expect(machines.every((machine) => machine.files.length > 0)).toBe(true);
    const today = calendarToday();
    const pending = await db().inspection.findMany({ where: { organizationId: organization.id, status: "PENDING" } });
    expect(pending.filter((row) => row.dueDate < today)).toHaveLength(2);
    expect(pending.filter((row) => row.dueDate >= today && row.dueDate <= addDays(today, 30))).toHaveLength(3);
    // every agreement but the once-only one has its one pending inspection, and a history of done ones
    expect(pending).toHaveLength(11);
    expect(await db().inspection.count({ where: { organizationId: organization.id, status: "DONE" } })).toBeGreaterThan(
      25,
    );
    // seeding twice adds nothing
    expect(await seedDemoControlBook(db() as never, organization.id, manager.id)).toBe(0);
  });
});
