// Delegation (issue 27, ISO 5.3): the responsibilities catalogue and an organization's own, who holds
// which, the member's acceptance as a record only they can give, and the coverage of required ones.
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { listDue } from "@/lib/modules/due-sources";

type Caller = Awaited<ReturnType<typeof as>>;

describe("delegation", () => {
  let holding: string;
  let subsidiary: string;
  let otherHolding: string;
  let manager: Caller;
  let editor: Caller;
  let reader: Caller;
  let editorMember: string;
  const code = async (value: string) =>
    (await db().responsibility.findUniqueOrThrow({ where: { code: value }, select: { id: true } })).id;
  const api = (orgId: string, path = "") => `/api/v1/organizations/${orgId}${path}`;

  beforeAll(async () => {
    [holding, subsidiary, otherHolding] = await Promise.all([demo.holding(), demo.subsidiary(), demo.other()]);
    [manager, editor, reader] = await Promise.all([
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("reader@demo.example"),
    ]);
    editorMember = (
      await db().membership.findFirstOrThrow({ where: { organizationId: holding, userEmail: "editor@demo.example" } })
    ).id;
  });

  it("offers the seeded catalogue in both languages with its basis, and the organization's own", async () => {
    const list = (await reader.get(api(holding, "/responsibilities"))).body.content;
    const warden = list.find((row: { code: string }) => row.code === "FIRE_EVACUATION_WARDEN");
    expect(warden).toMatchObject({
      catalogue: true,
      nameEn: "Fire and evacuation warden",
      nameDa: "Brand- og evakueringsansvarlig",
      required: true,
    });
    expect(warden.basis).toMatch(/\S/);
    expect(list.filter((row: { catalogue: boolean }) => row.catalogue)).toHaveLength(19);

    // the organization's own: managers add it, editors may not
    expect(
      (
        await editor.post(api(holding, "/responsibilities"), {
          body: { name_en: "Forklift key holder", name_da: "Nøgleansvarlig" },
        })
      ).status,
    ).toBe(403);
    const own = await manager.post(api(subsidiary, "/responsibilities"), {
      body: { name_en: "Forklift key holder", name_da: "Ansvarlig for truckens nøgler", required: true },
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ catalogue: false, required: true });
    // another organization does not see it, nor may it delegate it
    const otherList = (await manager.get(api(holding, "/responsibilities"))).body.content;
    expect(otherList.map((row: { id: string }) => row.id)).not.toContain(own.body.id);
    const foreign = await manager.post(api(holding, "/delegations"), {
      body: { responsibility_id: own.body.id, member_id: editorMember, start_date: "2026-01-01" },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.fields).toHaveProperty("responsibilityId");
    // the catalogue is nobody's to change through an organization
    expect(
      (await manager.put(api(holding, `/responsibilities/${warden.id}`), { body: { name_en: "x", name_da: "x" } }))
        .status,
    ).toBe(404);
  });

  it("records the member's acceptance with who and when; nobody else can give it, and new terms ask for it again", async () => {
    const created = await manager.post(api(holding, "/delegations"), {
      body: {
        responsibility_id: await code("DOCUMENT_CONTROLLER"),
        member_id: editorMember,
        authority: "Approves document templates.",
        start_date: "2026-10-01",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      member: { id: editorMember },
      delegatedByName: "Mette Manager",
      acceptedDate: null,
      acceptedByName: null,
      startDate: "2026-10-01",
      endDate: null,
    });
    const path = api(holding, `/delegations/${created.body.id}`);
    // the manager who delegated it, and a reader, cannot accept for the editor
    expect((await manager.post(`${path}/acceptance`, { body: {} })).status).toBe(403);
    expect((await reader.post(`${path}/acceptance`, { body: {} })).status).toBe(403);
    const accepted = await editor.post(`${path}/acceptance`, { body: {} });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ acceptedByName: "Erik Editor", mine: true });
    expect(new Date(accepted.body.acceptedDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // accepting again keeps the first acceptance
    const again = await editor.post(`${path}/acceptance`, { body: {} });
    expect(again.body.acceptedDate).toBe(accepted.body.acceptedDate);

    // the same terms keep it; new terms clear it, and the history keeps the earlier acceptance
    const terms = {
      responsibility_id: await code("DOCUMENT_CONTROLLER"),
      member_id: editorMember,
      authority: "Approves document templates.",
      start_date: "2026-10-01",
    };
    expect((await manager.put(path, { body: terms })).body.acceptedDate).toBe(accepted.body.acceptedDate);
    const widened = await manager.put(path, { body: { ...terms, authority: "Approves every controlled document." } });
    expect(widened.body).toMatchObject({ acceptedDate: null, acceptedByName: null });
    const history = (await manager.get(`${path}/history`)).body.content as {
      action: string;
      readable: { changes: { field: string; before: string | null; after: string | null }[] };
    }[];
    const acceptance = history.find((entry) =>
      entry.readable.changes.some((change) => change.field === "acceptedByName" && change.after),
    );
    expect(acceptance).toBeDefined();
    expect(
      history[0].readable.changes.some(
        (change) => change.field === "acceptedByName" && change.before === "Erik Editor",
      ),
    ).toBe(true);
  });

  it("refuses bad terms with the field named, another tenant's member, and a stale change", async () => {
    const responsibilityId = await code("WASTE_RESPONSIBLE");
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await manager.post(api(holding, "/delegations"), {
        body: { responsibility_id: responsibilityId, member_id: editorMember, start_date: "2026-03-01", ...body },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toHaveProperty(field);
    };
    const before = await db().delegation.count();
    await refused({ end_date: "2026-02-01" }, "endDate");
    await refused({ start_date: "not a date" }, "startDate");
    const otherMember = await db().membership.findFirstOrThrow({ where: { organizationId: otherHolding } });
    await refused({ member_id: otherMember.id }, "memberId");
    await refused({ responsibility_id: "00000000-0000-4000-8000-000000000000" }, "responsibilityId");
    expect(await db().delegation.count()).toBe(before);

    const created = (
      await manager.post(api(holding, "/delegations"), {
        body: { responsibility_id: responsibilityId, member_id: editorMember, start_date: "2026-03-01" },
      })
    ).body;
    const change = (authority: string) =>
      manager.put(api(holding, `/delegations/${created.id}`), {
        body: {
          responsibility_id: responsibilityId,
          member_id: editorMember,
          start_date: "2026-03-01",
          authority,
          last_modified_date: created.lastModifiedDate,
        },
      });
    expect((await change("First")).status).toBe(200);
    expect((await change("Second")).status).toBe(409);
  });

  it("shows coverage: the required responsibilities nobody holds today, and who holds the rest, accepted or not", async () => {
    // the department starts with none: every required responsibility of the catalogue is uncovered
    const department = await demo.department();
    const read = async () =>
      (await reader.get(api(department, "/responsibilities/coverage"))).body.content as {
        code: string;
        required: boolean;
        uncovered: boolean;
        holders: { member: { name: string }; accepted: boolean }[];
      }[];
    const required = (await read()).filter((row) => row.required).map((row) => row.code);
    expect(required).toHaveLength(10);
    expect((await read()).filter((row) => row.uncovered).map((row) => row.code)).toEqual(required);

    // every one held but machinery and maintenance, whose only delegation ended; the fire warden's
    // not accepted yet
    const member = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, userEmail: "editor@demo.example" },
    });
    const delegate = async (value: string, extra: Record<string, unknown> = {}) =>
      (
        await manager.post(api(department, "/delegations"), {
          body: { responsibility_id: await code(value), member_id: member.id, start_date: "2025-01-01", ...extra },
        })
      ).body;
    for (const value of required.filter((entry) => entry !== "MAINTENANCE_RESPONSIBLE")) {
      const delegation = await delegate(value);
      if (value !== "FIRE_EVACUATION_WARDEN") {
        await editor.post(api(department, `/delegations/${delegation.id}/acceptance`), { body: {} });
      }
    }
    await delegate("MAINTENANCE_RESPONSIBLE", { start_date: "2024-01-01", end_date: "2024-12-31" });
    const rows = await read();
    expect(rows.filter((row) => row.uncovered).map((row) => row.code)).toEqual(["MAINTENANCE_RESPONSIBLE"]);
    expect(rows.find((row) => row.code === "MAINTENANCE_RESPONSIBLE")!.holders).toEqual([]);
    expect(rows.find((row) => row.code === "FIRE_EVACUATION_WARDEN")!.holders).toEqual([
      expect.objectContaining({ accepted: false, member: expect.objectContaining({ name: "Erik Editor" }) }),
    ]);
    expect(rows.find((row) => row.code === "FIRST_AIDER")!.holders).toEqual([
      expect.objectContaining({ accepted: true }),
    ]);
  });

  it("lists uncovered responsibilities and unaccepted delegations as due, and covering one removes it", async () => {
    const query = { organizationIds: [subsidiary], dueBefore: new Date("2100-01-01T00:00:00Z"), limit: 200 };
    const uncovered = async () =>
      (await listDue(query, { source: "responsibilityCoverage" })).map((item) => item.title).sort();
    const before = await uncovered();
    expect(before).toContain("First aider");
    // never held: uncovered since the organization exists, and nobody's in particular
    const [first] = await listDue(query, { source: "responsibilityCoverage" });
    expect(first).toMatchObject({ responsibleUserId: null });
    expect(first.missing).toBeUndefined();
    expect(first.dueDate.getTime()).toBeLessThanOrEqual(Date.now());

    const subsidiaryEditor = await db().membership.findFirst({
      where: { organizationId: holding, userEmail: "editor@demo.example" },
    });
    const delegated = await manager.post(api(subsidiary, "/delegations"), {
      body: { responsibility_id: await code("FIRST_AIDER"), member_id: subsidiaryEditor!.id, start_date: "2026-01-01" },
    });
    expect(delegated.status).toBe(201);
    expect(await uncovered()).toEqual(before.filter((title) => title !== "First aider"));
    const waiting = await listDue(
      { ...query, responsibleUserId: subsidiaryEditor!.userId },
      { source: "delegationAcceptance" },
    );
    expect(waiting.map((item) => item.id)).toContain(delegated.body.id);
    await editor.post(api(subsidiary, `/delegations/${delegated.body.id}/acceptance`), { body: {} });
    const after = await listDue(
      { ...query, responsibleUserId: subsidiaryEditor!.userId },
      { source: "delegationAcceptance" },
    );
    expect(after.map((item) => item.id)).not.toContain(delegated.body.id);
  });

  it("keeps a responsibility someone holds, and exports the delegations in the reader's language", async () => {
    const own = (
      await manager.post(api(subsidiary, "/responsibilities"), {
        body: { name_en: "Key holder", name_da: "Nøgleholder" },
      })
    ).body;
    const member = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, userEmail: "manager@demo.example" },
    });
    await manager.post(api(subsidiary, "/delegations"), {
      body: { responsibility_id: own.id, member_id: member.id, start_date: "2026-01-01" },
    });
    const archived = await manager.delete(api(subsidiary, `/responsibilities/${own.id}`));
    expect(archived.status).toBe(409);
    expect(archived.body.error.code).toBe("in_use");

    await reader.patch("/api/v1/user", { body: { language: "da" } });
    try {
      const csv = String((await reader.get(api(holding, "/delegations?format=csv"))).body);
      expect(csv.split("\n")[0]).toContain("Ansvarsområde");
      expect(csv).toContain("Dokumentansvarlig");
    } finally {
      await reader.patch("/api/v1/user", { body: { language: "en" } });
    }
  });
});
