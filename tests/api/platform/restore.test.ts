// Restoring archived records: every archivable kind comes back through its own `…/restore`, as it
// was; what a record hangs on must be active first; and what archiving took along comes back too.
import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { ID_FIXTURES } from "../../support/fixtures";

type Caller = Awaited<ReturnType<typeof as>>;

/** Each archivable kind: the id parameter whose fixture makes one, and the record's API path. */
const KINDS: {
  kind: string;
  param: string;
  path: (org: string, id: string) => Promise<string> | string;
  /** Fields the restore may rightly change besides the archive date. */
  derived?: string[];
}[] = [
  { kind: "role", param: "roleId", path: (org, id) => `/api/v1/organizations/${org}/roles/${id}` },
  { kind: "competence", param: "competenceId", path: (org, id) => `/api/v1/organizations/${org}/competences/${id}` },
  {
    kind: "stakeholder",
    param: "associationId",
    path: (org, id) => `/api/v1/organizations/${org}/stakeholder-associations/${id}`,
  },
  { kind: "policy", param: "policyId", path: (org, id) => `/api/v1/organizations/${org}/policies/${id}` },
  { kind: "procedure", param: "procedureId", path: (_org, id) => `/api/v1/procedures/${id}` },
  {
    kind: "own document",
    param: "ownDocumentId",
    path: (org, id) => `/api/v1/organizations/${org}/own-documents/${id}`,
  },
  {
    kind: "binding obligation",
    param: "obligationId",
    path: (org, id) => `/api/v1/organizations/${org}/legislations/${id}`,
  },
  { kind: "event", param: "eventId", path: (org, id) => `/api/v1/organizations/${org}/events/${id}` },
  { kind: "meter", param: "meterId", path: (org, id) => `/api/v1/organizations/${org}/meters/${id}` },
  {
    kind: "emission factor",
    param: "factorId",
    path: (org, id) => `/api/v1/organizations/${org}/emission-factors/${id}`,
  },
  { kind: "machine", param: "machineId", path: (org, id) => `/api/v1/organizations/${org}/machines/${id}` },
  {
    kind: "agreement",
    param: "agreementId",
    path: (org, id) => `/api/v1/organizations/${org}/agreements/${id}`,
    // the fixture writes the agreement without the pending inspection that a restore plans
    derived: ["nextDueDate", "dueStatus"],
  },
  { kind: "inspection", param: "inspectionId", path: (org, id) => `/api/v1/organizations/${org}/inspections/${id}` },
  {
    kind: "registered chemical",
    param: "chemicalAssociationId",
    path: (org, id) => `/api/v1/organizations/${org}/chemical-associations/${id}`,
  },
  {
    kind: "waste handler",
    param: "wasteHandlerAssociationId",
    path: (org, id) => `/api/v1/organizations/${org}/waste-handler-associations/${id}`,
  },
  {
    kind: "waste arrangement",
    param: "arrangementId",
    path: async (org, id) => {
      const { associationId } = await db().wasteArrangement.findUniqueOrThrow({ where: { id } });
      return `/api/v1/organizations/${org}/waste-handler-associations/${associationId}/arrangements/${id}`;
    },
  },
];

describe("restoring archived records", () => {
  let holding: string;
  let manager: Caller;
  let reader: Caller;

  beforeAll(async () => {
    holding = await demo.holding();
    [manager, reader] = await Promise.all([as("manager@demo.example"), as("reader@demo.example")]);
  });

  it.each(KINDS)(
    "brings an archived $kind back as it was, for those who may archive it",
    async ({ param, path, derived = [] }) => {
      if (param === "arrangementId") await ID_FIXTURES.wasteHandlerAssociationId.create(holding);
      const id = await ID_FIXTURES[param].create(holding);
      const record = await path(holding, id);
      const before = (await manager.get(record)).body;
      expect(before.archivedDate).toBeNull();

      expect((await manager.delete(record)).status).toBe(204);
      expect((await manager.get(record)).body.archivedDate).toEqual(expect.any(String));

      const refused = await reader.post(`${record}/restore`, { body: {} });
      expect(refused.status).toBe(403);
      expect((await manager.get(record)).body.archivedDate).toEqual(expect.any(String));

      const restored = await manager.post(`${record}/restore`, { body: {} });
      expect(restored.status).toBe(200);
      expect(restored.body.id).toBe(id);
      expect(restored.body.archivedDate).toBeNull();
      const unchanged = Object.entries(before).filter(
        ([field]) => !["lastModifiedDate", "archivedDate", ...derived].includes(field),
      );
      expect(restored.body).toMatchObject(Object.fromEntries(unchanged));
      expect((await manager.get(record)).body).toEqual(restored.body);
      if (param !== "arrangementId") {
        // the record's history tells the restore apart from an edit, after the archiving
        const actions = ((await manager.get(`${record}/history`)).body.content as { action: string }[]).map(
          (entry) => entry.action,
        );
        expect(actions).toContain("RESTORE");
        expect(actions.indexOf("RESTORE")).toBeLessThan(actions.indexOf("ARCHIVE"));
      }

      // restoring an active record changes nothing, not even its last change
      const again = await manager.post(`${record}/restore`, { body: {} });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(restored.body);
    },
  );

  it("answers 404 for another organization's record and for a made-up id, and restores nothing", async () => {
    const other = await demo.other();
    const id = await ID_FIXTURES.machineId.create(other);
    await db().machine.update({ where: { id }, data: { archivedDate: new Date() } });
    const stolen = await manager.post(`/api/v1/organizations/${holding}/machines/${id}/restore`, { body: {} });
    expect(stolen.status).toBe(404);
    expect((await db().machine.findUniqueOrThrow({ where: { id } })).archivedDate).not.toBeNull();
    const madeUp = "00000000-0000-4000-8000-000000000000";
    expect(
      (await manager.post(`/api/v1/organizations/${holding}/machines/${madeUp}/restore`, { body: {} })).status,
    ).toBe(404);
  });
});

describe("what a restore brings back, and what it waits for", () => {
  let holding: string;
  let manager: Caller;
  const api = (path: string) => `/api/v1/organizations/${holding}/${path}`;

  beforeAll(async () => {
    holding = await demo.holding();
    manager = await as("manager@demo.example");
  });

  async function machineWithAgreement() {
    const machine = await manager.post(api("machines"), {
      body: { name: `Restore press ${Date.now()}`, inception_date: "2020-01-01" },
    });
    const agreement = await manager.post(api("agreements"), {
      body: {
        type: "SERVICE_AND_INSPECTION",
        title: "Press service",
        starts_at: "2031-03-01",
        frequency: "P1Y",
        machine_id: machine.body.id,
      },
    });
    expect(agreement.status).toBe(201);
    return { machineId: machine.body.id as string, agreementId: agreement.body.id as string };
  }

  const pendingOf = (agreementId: string) =>
    db().inspection.findMany({ where: { agreementId, status: "PENDING" }, orderBy: { createdDate: "asc" } });

  it("brings an agreement back with the inspection that was pending, on the date it had", async () => {
    const { agreementId } = await machineWithAgreement();
    const [pending] = await pendingOf(agreementId);
    const postponed = await manager.put(api(`inspections/${pending.id}`), {
      body: { due_date: "2031-04-15", status: "PENDING" },
    });
    expect(postponed.status).toBe(200);

    expect((await manager.delete(api(`agreements/${agreementId}`))).status).toBe(204);
    const archived = await pendingOf(agreementId);
    expect(archived.map((row) => [row.id, row.archivedDate !== null, row.pendingAgreementId])).toEqual([
      [pending.id, true, null],
    ]);

    const restored = await manager.post(api(`agreements/${agreementId}/restore`), { body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body.nextDueDate).toBe("2031-04-15");
    const after = await pendingOf(agreementId);
    expect(after.map((row) => [row.id, row.archivedDate, row.pendingAgreementId])).toEqual([
      [pending.id, null, agreementId],
    ]);
  });

  it("refuses an agreement whose machine is archived, and an inspection whose agreement is, changing nothing", async () => {
    const { machineId, agreementId } = await machineWithAgreement();
    const [pending] = await pendingOf(agreementId);
    expect((await manager.delete(api(`agreements/${agreementId}`))).status).toBe(204);
    expect((await manager.delete(api(`machines/${machineId}`))).status).toBe(204);

    const inspection = await manager.post(api(`inspections/${pending.id}/restore`), { body: {} });
    expect(inspection.status).toBe(409);
    expect(inspection.body.error).toMatchObject({ code: "parent_archived", fields: { agreementId: "archived" } });

    const agreement = await manager.post(api(`agreements/${agreementId}/restore`), { body: {} });
    expect(agreement.status).toBe(409);
    expect(agreement.body.error).toMatchObject({ code: "parent_archived", fields: { machineId: "archived" } });
    expect((await manager.get(api(`agreements/${agreementId}`))).body.archivedDate).toEqual(expect.any(String));
    expect((await pendingOf(agreementId)).map((row) => row.archivedDate !== null)).toEqual([true]);

    // in order, machine first, everything comes back
    expect((await manager.post(api(`machines/${machineId}/restore`), { body: {} })).status).toBe(200);
    expect((await manager.post(api(`agreements/${agreementId}/restore`), { body: {} })).status).toBe(200);
    expect((await pendingOf(agreementId)).map((row) => row.archivedDate)).toEqual([null]);
  });

  it("refuses a pending inspection of an active agreement, which plans its own next one", async () => {
    const { agreementId } = await machineWithAgreement();
    const [pending] = await pendingOf(agreementId);
    // an earlier pending inspection of the agreement, archived apart from it
    const earlier = await db().inspection.create({
      data: {
        organizationId: holding,
        agreementId,
        status: "PENDING",
        type: pending.type,
        dueDate: new Date("2030-06-01T00:00:00Z"),
        archivedDate: new Date(),
      },
    });
    const refused = await manager.post(api(`inspections/${earlier.id}/restore`), { body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("superseded");
    expect((await db().inspection.findUniqueOrThrow({ where: { id: earlier.id } })).archivedDate).not.toBeNull();
  });

  it("refuses an arrangement while its waste handler is archived, and answers 404 under another handler", async () => {
    const handlerId = await ID_FIXTURES.wasteHandlerAssociationId.create(holding);
    const otherHandlerId = await ID_FIXTURES.wasteHandlerAssociationId.create(holding);
    const arrangementId = await ID_FIXTURES.arrangementId.create(holding);
    await db().wasteArrangement.update({ where: { id: arrangementId }, data: { associationId: handlerId } });
    const arrangement = (handler: string) => api(`waste-handler-associations/${handler}/arrangements/${arrangementId}`);

    expect((await manager.delete(arrangement(handlerId))).status).toBe(204);
    expect((await manager.post(`${arrangement(otherHandlerId)}/restore`, { body: {} })).status).toBe(404);
    expect((await manager.delete(api(`waste-handler-associations/${handlerId}`))).status).toBe(204);

    const refused = await manager.post(`${arrangement(handlerId)}/restore`, { body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "parent_archived", fields: { associationId: "archived" } });
    expect(
      (await db().wasteArrangement.findUniqueOrThrow({ where: { id: arrangementId } })).archivedDate,
    ).not.toBeNull();

    expect((await manager.post(api(`waste-handler-associations/${handlerId}/restore`), { body: {} })).status).toBe(200);
    const restored = await manager.post(`${arrangement(handlerId)}/restore`, { body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body.archivedDate).toBeNull();
  });
});

describe("restoring the structure", () => {
  let holding: string;
  let manager: Caller;
  let editor: Caller;

  beforeAll(async () => {
    holding = await demo.holding();
    [manager, editor] = await Promise.all([as("manager@demo.example"), as("editor@demo.example")]);
  });

  /** The holding's active subsidiaries (nested) and departments. */
  const structure = async () => {
    type Node = { id: string; subsidiaries: Node[] };
    const flat = (node: Node): string[] => [node.id, ...node.subsidiaries.flatMap(flat)];
    const departments = (await manager.get(`/api/v1/organizations/${holding}/departments`)).body as { id: string }[];
    return [...flat((await manager.get(`/api/v1/organizations/${holding}`)).body), ...departments.map((row) => row.id)];
  };

  it.each([
    ["department", "deptId", "departments"],
    ["subsidiary", "subsidiaryId", "subsidiaries"],
  ])("brings an archived %s back into the tree, for managers only", async (_kind, param, collection) => {
    const id = await ID_FIXTURES[param].create(holding);
    const path = `/api/v1/organizations/${holding}/${collection}/${id}`;
    expect((await manager.delete(path)).status).toBe(204);
    expect(await structure()).not.toContain(id);

    expect((await editor.post(`${path}/restore`, { body: {} })).status).toBe(403);
    const restored = await manager.post(`${path}/restore`, { body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id });
    expect(await structure()).toContain(id);
  });

  it("brings an archived work area back among the member form's choices", async () => {
    const id = await ID_FIXTURES.areaId.create(holding);
    const areas = async () =>
      ((await manager.get(`/api/v1/organizations/${holding}/areas`)).body as { id: string }[]).map((area) => area.id);
    expect((await manager.delete(`/api/v1/organizations/${holding}/areas/${id}`)).status).toBe(204);
    expect(await areas()).not.toContain(id);
    const restored = await manager.post(`/api/v1/organizations/${holding}/areas/${id}/restore`, { body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id, archivedDate: null });
    expect(await areas()).toContain(id);
  });
});
