// The audit trail: every write of tenant data leaves an entry in its own transaction, with who, when,
// what and the fields before and after; entries are final; the log and each record's history are
// paged, filtered and kept to the organization; sign-in events are recorded.
import { ApiError } from "@/lib/platform/api/errors";
import { mintOrgContext } from "@/lib/platform/auth/org-context";
import type { SessionUser } from "@/lib/platform/auth/types";
import { db } from "@/lib/platform/db";
import { hashToken, sweepExpiredAuthRows } from "@/lib/platform/auth/mutations";
import { recordWrites } from "@/lib/platform/writes/records";
import { purgeExpiredAuditEntries } from "@/lib/platform/audit/retention";
import { GET as getAuditLog } from "@/app/api/v1/organizations/[orgId]/audit-entries/route";
import { as, call, DEMO_PASSWORD, signIn } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;

const sessionUser = async (email: string) =>
  ({ ...(await db().user.findUniqueOrThrow({ where: { email } })), sessionId: "" }) as SessionUser;
type Entry = {
  actorName: string;
  action: string;
  entityType: string;
  entityId: string | null;
  entityName: string;
  changes: Record<string, { before: unknown; after: unknown }>;
};

jest.setTimeout(30_000);

describe("the audit trail", () => {
  let holding: string;
  let department: string;
  let manager: Caller;
  let editor: Caller;
  let other: Caller;
  const base = () => `/api/v1/organizations/${holding}`;

  beforeAll(async () => {
    holding = await demo.holding();
    department = await demo.department();
    manager = await as("manager@demo.example");
    editor = await as("editor@demo.example");
    other = await as("other@demo.example");
  });

  const historyOf = async (path: string): Promise<Entry[]> => {
    const answer = await manager.get(`${path}/history?size=100`);
    expect(answer.status).toBe(200);
    return answer.body.content;
  };

  it("records a create and an update with the actor and each changed field before and after", async () => {
    const created = await editor.post(`${base()}/competences`, {
      body: { name: "Audited forklift", frequency: "P1Y" },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const updated = await editor.put(`${base()}/competences/${id}`, {
      body: { name: "Audited forklift licence", frequency: "P2Y", description: "Counterbalance trucks" },
    });
    expect(updated.status).toBe(200);

    const history = await historyOf(`${base()}/competences/${id}`);
    expect(history.map((entry) => entry.action)).toEqual(["UPDATE", "CREATE"]);
    const [update, create] = history;
    expect(create).toMatchObject({ entityType: "competence", entityId: id, actorName: "Erik Editor" });
    expect(create.changes.name).toEqual({ before: null, after: "Audited forklift" });
    expect(update.changes).toEqual({
      name: { before: "Audited forklift", after: "Audited forklift licence" },
      frequency: { before: "P1Y", after: "P2Y" },
      description: { before: null, after: "Counterbalance trucks" },
    });
    expect(update.entityName).toBe("Audited forklift licence");
  });

  it("writes nothing for a write that fails halfway: the entry is in the write's transaction", async () => {
    const org = (await mintOrgContext(await sessionUser("manager@demo.example"), holding))!;
    const areas = recordWrites({
      table: (tx) => tx.area,
      get: (_org, id) => db().area.findUniqueOrThrow({ where: { id } }),
    });
    const failing = areas.create(org, {}, async (tx) => {
      await tx.area.create({ data: { organizationId: holding, name: "Half-written hall" } });
      throw new ApiError(409, "duplicate", "fails after the insert");
    });
    await expect(failing).rejects.toThrow("fails after the insert");
    expect(await db().auditEntry.count({ where: { entityName: "Half-written hall" } })).toBe(0);
    // the same write without the failure is recorded, with its actor
    await areas.create(
      org,
      {},
      async (tx) => (await tx.area.create({ data: { organizationId: holding, name: "Whole hall" } })).id,
    );
    expect(await db().auditEntry.findFirst({ where: { entityName: "Whole hall" } })).toMatchObject({
      action: "CREATE",
      actorName: "Mette Manager",
      organizationId: holding,
    });
  });

  it("records links on both records: a role's member shows in the role's and in the member's history", async () => {
    const member = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, user: { email: "reader@demo.example" } },
    });
    const role = await manager.post(`${base()}/roles`, { body: { name: "Audited role", memberIds: [member.id] } });
    expect(role.status).toBe(201);
    const link = (entries: Entry[]) => entries.find((entry) => entry.entityType === "role_member");
    expect(link(await historyOf(`${base()}/roles/${role.body.id}`))).toMatchObject({ action: "CREATE" });
    expect(link(await historyOf(`${base()}/members/${member.id}`))).toMatchObject({
      action: "CREATE",
      entityName: expect.stringContaining("Audited role"),
    });
  });

  it("never records secrets or file contents", async () => {
    const texts = (await db().auditEntry.findMany({ select: { changes: true } })).map((row) =>
      JSON.stringify(row.changes),
    );
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).not.toMatch(/passwordHash|storageKey|tokenHash/);
    }
  });

  it("keeps entries final: the database refuses to change or delete them", async () => {
    const entry = await db().auditEntry.findFirstOrThrow();
    await expect(
      db().$executeRaw`UPDATE "AuditEntry" SET "actorName" = 'someone else' WHERE id = ${entry.id}::uuid`,
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(db().$executeRaw`DELETE FROM "AuditEntry" WHERE id = ${entry.id}::uuid`).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    await expect(db().$executeRaw`TRUNCATE "AuditEntry"`).rejects.toThrow(/cannot be changed or deleted/);
    expect(await db().auditEntry.findUnique({ where: { id: entry.id } })).toMatchObject({ actorName: entry.actorName });
  });

  it("keeps entries for ever by default; the retention job deletes only those past the configured period", async () => {
    const total = await db().auditEntry.count();
    delete process.env.AUDIT_RETENTION_DAYS;
    expect(await purgeExpiredAuditEntries(new Date(Date.now() + 1000 * 24 * 3600 * 1000))).toBe(0);
    expect(await db().auditEntry.count()).toBe(total);
    process.env.AUDIT_RETENTION_DAYS = "30";
    try {
      // thirty days from now, nothing is older than thirty days
      expect(await purgeExpiredAuditEntries(new Date())).toBe(0);
      expect(await purgeExpiredAuditEntries(new Date(Date.now() + 31 * 24 * 3600 * 1000))).toBe(total);
    } finally {
      delete process.env.AUDIT_RETENTION_DAYS;
    }
    expect(await db().auditEntry.count()).toBe(0);
  });

  describe("the organization's log", () => {
    it("is for managers", async () => {
      expect((await editor.get(`${base()}/audit-entries`)).status).toBe(403);
      expect((await manager.get(`${base()}/audit-entries`)).status).toBe(200);
    });

    it("filters by person, kind of record, action and period, newest first, paged on the server", async () => {
      const editorId = (await db().user.findUniqueOrThrow({ where: { email: "editor@demo.example" } })).id;
      const area = await manager.post(`${base()}/areas`, { body: { name: "Audited hall" } });
      await manager.put(`${base()}/areas/${area.body.id}`, { body: { name: "Audited hall 2" } });
      await editor.post(`${base()}/competences`, { body: { name: "Audited crane", frequency: "P1Y" } });

      const log = async (query: string) => {
        const answer = await manager.get(`${base()}/audit-entries?${query}`);
        expect(answer.status).toBe(200);
        return answer.body as { totalElements: number; content: (Entry & { actorId: string })[] };
      };
      const byEditor = await log(`actor=${editorId}&size=100`);
      expect(byEditor.content.length).toBeGreaterThan(0);
      expect(byEditor.content.every((entry) => entry.actorId === editorId)).toBe(true);
      const areaUpdates = await log("entity_type=area&action=UPDATE");
      expect(areaUpdates.content.map((entry) => entry.entityName)).toContain("Audited hall 2");
      expect(areaUpdates.content.every((entry) => entry.action === "UPDATE" && entry.entityType === "area")).toBe(true);
      const today = new Date().toISOString().slice(0, 10);
      expect((await log(`from=${today}&to=${today}&entity_type=area`)).totalElements).toBeGreaterThan(0);
      expect((await log(`to=2001-01-01&entity_type=area`)).totalElements).toBe(0);
      const firstPage = await log("size=1");
      expect(firstPage.content).toHaveLength(1);
      expect(firstPage.totalElements).toBeGreaterThan(1);
      expect((await manager.get(`${base()}/audit-entries?action=NOPE`)).status).toBe(400);
    });

    it("exports what the log shows as CSV, headings and actions in the user's language", async () => {
      const cookie = await signIn("manager@demo.example");
      const request = new Request(
        `http://localhost/api/v1/organizations/${holding}/audit-entries?format=csv&entity_type=area&action=UPDATE`,
        { headers: { cookie } },
      );
      const response = await getAuditLog(request, { params: Promise.resolve({ orgId: holding }) });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/text\/csv/);
      const lines = (await response.text())
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines[0]).toBe("When,Who,Action,Record type,Record,Changes");
      expect(lines.slice(1).join("\n")).toContain(
        "Changed,Work area,Audited hall 2,Name: Audited hall → Audited hall 2",
      );
    });

    it("shows the changes of the departments below, and nothing of another tenant", async () => {
      await manager.put(`${base()}/departments/${department}`, { body: { name: "Maintenance and repair" } });
      const ours = await manager.get(`${base()}/audit-entries?entity_type=organization&size=100`);
      expect(ours.body.content.map((entry: Entry) => entry.entityId)).toContain(department);
      // the other tenant's manager reaches neither our log nor our records' history
      expect((await other.get(`${base()}/audit-entries`)).status).toBe(404);
      expect((await other.get(`${base()}/departments/${department}/history`)).status).toBe(404);
      const theirs = await other.get(`/api/v1/organizations/${await demo.other()}/audit-entries?size=100`);
      expect(theirs.status).toBe(200);
      expect(JSON.stringify(theirs.body)).not.toContain("Maintenance and repair");
    });
  });

  it("records sign-ins, failed sign-ins and sign-outs, without the password", async () => {
    const ip = { "x-forwarded-for": "198.51.100.77" };
    const failed = await call("POST", "/api/v1/authentications", {
      body: { username: "reader@demo.example", password: "wrong-password" },
      headers: ip,
    });
    expect(failed.status).toBe(401);
    const signedIn = await call("POST", "/api/v1/authentications", {
      body: { username: "reader@demo.example", password: DEMO_PASSWORD },
      headers: ip,
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.cookies.find((value) => value.startsWith("ehs.session-token="))!.split(";")[0];
    expect((await call("POST", "/api/v1/logout", { cookie })).status).toBe(204);
    const events = await db().auditEntry.findMany({
      where: { entityType: "session", entityName: "reader@demo.example" },
      orderBy: { occurredAt: "asc" },
    });
    expect(events.map((event) => event.action)).toEqual(
      expect.arrayContaining(["SIGN_IN_FAILED", "SIGN_IN", "SIGN_OUT"]),
    );
    expect(events.find((event) => event.action === "SIGN_OUT")).toMatchObject({ actorName: "Rikke Reader" });
    expect(events.find((event) => event.action === "SIGN_IN_FAILED")?.actorId).toBeNull();
    expect(JSON.stringify(events)).not.toContain("wrong-password");
  });

  it("records a password reset in the transaction that sets the password, without password or token", async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: "editor@demo.example" } });
    const token = "audit-reset-token-0123456789abcdef";
    await db().userToken.create({
      data: {
        userId: user.id,
        purpose: "PASSWORD_RESET",
        tokenHash: hashToken(token),
        expiresDate: new Date(Date.now() + 60_000),
      },
    });
    const answer = await call("POST", "/api/v1/user/password", {
      body: { token, password: "Audited-new-password-1" },
    });
    expect(answer.status).toBeLessThan(300);
    const reset = await db().auditEntry.findFirst({ where: { action: "PASSWORD_RESET", actorId: user.id } });
    expect(reset).toMatchObject({ entityType: "session", entityName: "editor@demo.example", actorName: user.name });
    const text = JSON.stringify(reset);
    expect(text).not.toContain(token);
    expect(text).not.toContain("Audited-new-password-1");
  });

  it("records sessions ended by signing out everywhere, by the person, and expired ones, by the product", async () => {
    const person = await db().user.findUniqueOrThrow({ where: { email: "limited@demo.example" } });
    // every session of the person so far, whichever test made it, plus two more
    const before = await db().session.count({ where: { userId: person.id } });
    await Promise.all([signIn("limited@demo.example"), signIn("limited@demo.example")]);
    const caller = await as("limited@demo.example");
    expect((await caller.delete("/api/v1/user/sessions")).status).toBe(200);
    const everywhere = await db().auditEntry.findFirst({
      where: { action: "SIGN_OUT", entityId: person.id, actorId: person.id },
      orderBy: { occurredAt: "desc" },
    });
    expect(everywhere?.changes).toEqual({ sessionsEnded: { before: null, after: before + 2 } });

    // the one session left runs out; the sweep ends it and says so, with nobody as the actor
    await db().session.updateMany({ where: { userId: person.id }, data: { expiresDate: new Date(Date.now() - 1000) } });
    await sweepExpiredAuthRows();
    expect(await db().session.count({ where: { userId: person.id } })).toBe(0);
    const expired = await db().auditEntry.findFirst({
      where: { action: "SIGN_OUT", entityId: person.id, actorId: null },
      orderBy: { occurredAt: "desc" },
    });
    expect(expired).toMatchObject({ actorName: "", entityName: "limited@demo.example" });
    expect(expired?.changes).toEqual({ sessionsExpired: { before: null, after: 1 } });
  });
});
