// Every history reads as a record a person reads: for every kind of record the database audits (read
// from its audit triggers, so a kind added later is covered), real changes made through the API are
// read in English and in Danish with no missing translation, no raw id, no ISO timestamp, no code
// where a label exists and no stored field name; linked records are named (archived ones too, a
// record that is gone as "(removed)"), a rich text's change is a word diff, and a record's history
// and the organization's audit log export as XLSX and PDF for an auditor.
import path from "node:path";
import ExcelJS from "exceljs";
import da from "@/messages/da.json";
import en from "@/messages/en.json";
import { routeInfo } from "@/lib/platform/api/route";
import { auditEntrySelect, toAuditEntryDto, type ReadableAuditEntry } from "@/lib/platform/audit/dto";
import { readEntries } from "@/lib/platform/audit/readable";
import { ALWAYS_HIDDEN, type HistoryVocabulary } from "@/lib/platform/audit/vocabulary";
import { db, pool } from "@/lib/platform/db";
import { historyVocabulary } from "@/lib/modules/history";
import { GET as getAuditLog } from "@/app/api/v1/organizations/[orgId]/audit-entries/route";
import { GET as getMachineHistory } from "@/app/api/v1/organizations/[orgId]/machines/[machineId]/history/route";
import { as, call } from "../../support/api";
import { routeFiles, routePattern } from "../../support/app-files";
import { auditedKinds } from "../../support/audited-kinds";
import { demo } from "../../support/demo";
import { BODY_FIXTURES, ID_FIXTURES, prepareOrganization } from "../../support/fixtures";
import { pdfText } from "../../support/pdf-text";

jest.setTimeout(240_000);

type Caller = Awaited<ReturnType<typeof as>>;
type Messages = Record<string, unknown>;

const XSRF = "test-xsrf-token-0123456789abcdef";
const APP = path.join(__dirname, "../../../app");
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}/;
/** A stored code such as PARTLY_COMPLIANT or ISO_14001. */
const CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

const messageAt = (messages: Messages, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);

/**
 * Real changes of every kind: the isolation matrix's rows of every kind made in the organization,
 * then every write of the API called once with its matrix body (changes first, then additions, then
 * removals of rows of their own), as a maintainer who manages the organization.
 */
async function changeEverything(admin: Caller, holding: string) {
  await prepareOrganization(holding);
  const ids: Record<string, string> = {};
  for (const [param, fixture] of Object.entries(ID_FIXTURES)) {
    if (fixture.owner !== "user") ids[param] = await fixture.create(holding);
  }
  const writes = routeFiles().flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported: Record<string, unknown> = require(path.join(APP, file));
    return (["PUT", "PATCH", "POST", "DELETE"] as const).flatMap((method) => {
      const info = method in exported ? routeInfo(exported[method]) : undefined;
      const key = `${method} ${routePattern(file)}`;
      return info && info.kind === "org" && BODY_FIXTURES[key]
        ? [{ method, pattern: routePattern(file), info, key }]
        : [];
    });
  });
  const order = { PUT: 0, PATCH: 0, POST: 1, DELETE: 2 } as const;
  writes.sort((a, b) => order[a.method] - order[b.method]);
  for (const write of writes) {
    if (write.info.kind !== "org") continue;
    const values: Record<string, string> = {};
    for (const param of [...write.pattern.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1])) {
      if (param === write.info.orgParam) values[param] = holding;
      else if (write.method === "DELETE" && ID_FIXTURES[param]?.owner === "organization")
        values[param] = await ID_FIXTURES[param].create(holding);
      else values[param] = ids[param];
    }
    let url = write.pattern.replace(/\[([^\]]+)\]/g, (_segment, name: string) => values[name]);
    const options = await BODY_FIXTURES[write.key](url);
    if (write.info.orgFrom.in === "query") url += `?organization_id=${holding}`;
    if (write.info.orgFrom.in === "body") options.body = { ...(options.body as object), organization_id: holding };
    await call(write.method, url, { ...options, cookie: admin.cookie });
  }
  await linkEverything(admin, holding, ids);
}

/**
 * The links the matrix's bodies leave out: a role's members and competences (and so a member's
 * requirements), an event's actions, a registered chemical's areas and decisions, through the API;
 * and every link table of records and their documents, written and removed directly.
 */
async function linkEverything(admin: Caller, holding: string, ids: Record<string, string>) {
  const base = `/api/v1/organizations/${holding}`;
  const role = await admin.post(`${base}/roles`, {
    body: { name: "Role with links", member_ids: [ids.memberId], competence_ids: [ids.competenceId] },
  });
  expect(role.status).toBe(201);
  expect((await admin.put(`${base}/roles/${role.body.id}`, { body: { name: "Role with links" } })).status).toBe(200);
  const eventBody = (await BODY_FIXTURES["PUT /api/v1/organizations/[orgId]/events/[eventId]"]("")).body as object;
  const action = { type: "CORRECTIVE", description: "Fit a guard", due_date: "2030-01-01" };
  const event = await admin.put(`${base}/events/${ids.eventId}`, { body: { ...eventBody, actions: [action] } });
  expect(event.status).toBe(200);
  const chemical = `${base}/chemical-associations/${ids.chemicalAssociationId}`;
  const chemicalBody = (
    await BODY_FIXTURES["PUT /api/v1/organizations/[orgId]/chemical-associations/[chemicalAssociationId]"]("")
  ).body as object;
  const decision = { outcome: "INVESTIGATE", decided_on: "2026-11-01", note: "Ask the supplier" };
  const linked = await admin.put(chemical, {
    body: {
      ...chemicalBody,
      use_area_ids: [ids.areaId],
      storage_area_ids: [ids.areaId],
      substitution_decisions: [decision],
    },
  });
  expect(linked.status).toBe(200);
  // the link tables: each trigger names the two tables it links ('Machine.A', 'StoredFile.B')
  const links = await db().$queryRaw<{ tbl: string; args: string }[]>`
    SELECT c.relname AS tbl, encode(t.tgargs, 'escape') AS args
    FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal AND p.proname LIKE '%audit%' AND left(c.relname, 1) = '_'`;
  for (const link of links) {
    const ends = link.args.split("\\000").filter((arg) => /^\w+\.[AB]$/.test(arg));
    const values: Record<string, string> = {};
    for (const end of ends) {
      const [table, column] = end.split(".");
      // the organization's own row, else a catalogue row (a template's acts link two catalogue records)
      const [row] = await db().$queryRawUnsafe<{ id: string }[]>(
        `SELECT t.id::text AS id FROM "${table}" t
         WHERE to_jsonb(t) ->> 'organizationId' = $1 OR to_jsonb(t) ->> 'organizationId' IS NULL
         ORDER BY to_jsonb(t) ->> 'organizationId' IS NULL LIMIT 1`,
        holding,
      );
      if (!row) throw new Error(`No ${table} in the organization to link through ${link.tbl}`);
      values[column] = row.id;
    }
    const table = `"${link.tbl}"`;
    await db().$executeRawUnsafe(`DELETE FROM ${table} WHERE "A" = $1::uuid AND "B" = $2::uuid`, values.A, values.B);
    await db().$executeRawUnsafe(`INSERT INTO ${table} ("A", "B") VALUES ($1::uuid, $2::uuid)`, values.A, values.B);
    await db().$executeRawUnsafe(`DELETE FROM ${table} WHERE "A" = $1::uuid AND "B" = $2::uuid`, values.A, values.B);
  }
}

/** Up to three entries of each action of each kind: every kind's CREATE, UPDATE, DELETE … */
async function sampleOf(kinds: string[]) {
  const rows = await db().auditEntry.findMany({
    where: { entityType: { in: kinds } },
    select: auditEntrySelect,
    orderBy: { occurredAt: "desc" },
  });
  const seen = new Map<string, number>();
  return rows
    .filter((row) => {
      const key = `${row.entityType} ${row.action}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      return seen.get(key)! <= 3;
    })
    .map(toAuditEntryDto);
}

/** What is wrong with an entry as read: every reason it would not read as a record. */
function problemsOf(entry: ReadableAuditEntry, vocabulary: HistoryVocabulary, messages: Messages): string[] {
  const problems: string[] = [];
  const where = `${entry.entityType} ${entry.action}`;
  const kind = vocabulary[entry.entityType];
  if (!kind) return [`${where}: no history vocabulary`];
  const { readable } = entry;
  const texts = [readable.kind, readable.action, readable.occurredAt, readable.actor].concat(
    readable.changes.flatMap((change) => [
      change.label,
      change.before ?? "",
      change.after ?? "",
      ...(change.diff ?? []).map((part) => part.text),
    ]),
  );
  const technical = Object.keys(entry.changes).filter((name) => /[A-Z]/.test(name) || /Id$/.test(name));
  for (const text of texts) {
    if (text.includes("translation key missing")) problems.push(`${where}: ${text}`);
    // (a test's e-mail addresses are made unique with one)
    if (UUID.test(text.replace(/\S+@\S+/g, ""))) problems.push(`${where}: an id in "${text}"`);
    if (ISO_TIMESTAMP.test(text)) problems.push(`${where}: an ISO timestamp in "${text}"`);
    if (CODE.test(text)) problems.push(`${where}: a code "${text}"`);
    for (const name of technical)
      if (text.includes(name)) problems.push(`${where}: the field name ${name} in "${text}"`);
  }
  const hidden = new Set([...ALWAYS_HIDDEN, ...(kind.hidden ?? [])]);
  for (const [name, change] of Object.entries(entry.changes)) {
    const field = kind.fields[name];
    if (!field && !hidden.has(name)) problems.push(`${where}: the field ${name} is neither declared nor left out`);
    if (field?.type !== "enum") continue;
    for (const value of [change.before, change.after].flat()) {
      if (typeof value === "string" && /^[A-Z0-9_]+$/.test(value) && !messageAt(messages, `${field.messages}.${value}`))
        problems.push(`${where}: ${name} ${value} has no label in ${field.messages}`);
    }
  }
  return problems;
}

describe("histories as a person reads them", () => {
  let holding: string;
  let manager: Caller;
  let admin: Caller;
  let vocabulary: HistoryVocabulary;
  const base = () => `/api/v1/organizations/${holding}`;

  beforeAll(async () => {
    // invitations of members added by the writes go to the server log
    jest.spyOn(console, "log").mockImplementation(() => {});
    holding = await demo.holding();
    manager = await as("manager@demo.example");
    admin = await as("admin@demo.example");
    vocabulary = await historyVocabulary();
  }, 60_000);

  afterAll(() => jest.restoreAllMocks());

  it("reads a change of every audited kind in English and Danish, with labels, names and formatted values", async () => {
    await changeEverything(admin, holding);
    const kinds = [...new Set((await auditedKinds()).map((row) => row.kind))];
    expect(kinds).toEqual(expect.arrayContaining(["binding_obligation", "machine", "policy", "meter_reading"]));
    const entries = await sampleOf(kinds);
    const made = new Set(entries.map((entry) => entry.entityType));
    expect(kinds.filter((kind) => !made.has(kind))).toEqual([]);
    for (const [language, messages] of [
      ["en", en],
      ["da", da],
    ] as const) {
      const read = await readEntries(entries, { vocabulary, language });
      expect(read.flatMap((entry) => problemsOf(entry, vocabulary, messages))).toEqual([]);
      // in the reader's language: the actions are the language's words
      const actions = (messages as Messages & { audit: { actions: Record<string, string> } }).audit.actions;
      expect(read.every((entry) => entry.readable.action === actions[entry.action])).toBe(true);
    }
    // updates are among them, not only additions
    expect(
      new Set(entries.filter((entry) => entry.action === "UPDATE").map((entry) => entry.entityType)).size,
    ).toBeGreaterThan(15);
  });

  it("names linked records: an archived area by its name, a removed member as (removed)", async () => {
    const area = await manager.post(`${base()}/areas`, { body: { name: "Hall of records" } });
    const person = await manager.post(`${base()}/members`, {
      body: { name: "Rasmus Removed", email: "rasmus.removed@example.com", scopes: ["READ"] },
    });
    expect([area.status, person.status]).toEqual([201, 201]);
    const machine = await manager.post(`${base()}/machines`, {
      body: {
        name: "Kørestol på lager",
        inception_date: "2026-11-27",
        area_id: area.body.id,
        responsible_id: person.body.id,
      },
    });
    expect(machine.status).toBe(201);
    expect((await manager.delete(`${base()}/areas/${area.body.id}`)).status).toBe(204);
    expect((await manager.delete(`${base()}/members/${person.body.id}`)).status).toBe(204);

    const history = await manager.get(`${base()}/machines/${machine.body.id}/history`);
    expect(history.status).toBe(200);
    const created = history.body.content.find((entry: ReadableAuditEntry) => entry.action === "CREATE");
    // the wire format of before: the stored changes stay, the reading is added
    expect(created.changes.areaId.after).toBe(area.body.id);
    const value = (entry: ReadableAuditEntry, field: string) =>
      entry.readable.changes.find((change) => change.field === field);
    expect(created.readable).toMatchObject({ kind: "Machine", action: "Created", actor: "Mette Manager" });
    expect(created.readable.occurredAt).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    expect(value(created, "areaId")).toMatchObject({ label: "Area", after: "Hall of records" });
    expect(value(created, "responsibleId")).toMatchObject({ label: "Responsible", after: "(removed)" });
    expect(value(created, "inceptionDate")).toMatchObject({ label: "In use since", after: "27 Nov 2026" });
    // the member's removal left the machine without a responsible person: a change of its own
    const unlinked = history.body.content.find(
      (entry: ReadableAuditEntry) => entry.action === "UPDATE" && value(entry, "responsibleId"),
    );
    expect(value(unlinked, "responsibleId")).toMatchObject({ before: "(removed)", after: null });

    const [danish] = await readEntries([toAuditEntryDto(await firstEntry(machine.body.id))], {
      vocabulary,
      language: "da",
    });
    expect(danish.readable).toMatchObject({ kind: "Maskine", action: "Oprettet" });
    expect(value(danish, "responsibleId")?.after).toBe("(fjernet)");
    expect(value(danish, "inceptionDate")?.after).toBe("27. nov. 2026");
  });

  it("names the linked records of a whole page in one statement, whatever their number", async () => {
    const texts: string[] = [];
    const original = pool().query.bind(pool());
    const spy = jest.spyOn(pool(), "query").mockImplementation(((
      statement: string | { text: string },
      ...rest: unknown[]
    ) => {
      texts.push(typeof statement === "string" ? statement : statement.text);
      return (original as (...args: unknown[]) => unknown)(statement, ...rest);
    }) as never);
    try {
      const rows = await db().auditEntry.findMany({
        select: auditEntrySelect,
        take: 100,
        orderBy: { occurredAt: "desc" },
      });
      texts.length = 0;
      await readEntries(rows.map(toAuditEntryDto), { vocabulary, language: "en" });
    } finally {
      spy.mockRestore();
    }
    expect(texts.filter((text) => text.includes("concat_ws"))).toHaveLength(1);
  });

  it("reads a change of rich text as the words removed and added, without markup", async () => {
    const policy = await manager.post(`${base()}/policies`, {
      body: { title: "Word diff policy", content: "<p>We review our <strong>energy</strong> use every year.</p>" },
    });
    expect(policy.status).toBe(201);
    const changed = await manager.put(`${base()}/policies/${policy.body.id}`, {
      body: {
        title: "Word diff policy",
        content: "<p>We review our <strong>energy</strong> use every month.</p><p>A new paragraph.</p>",
        last_modified_date: policy.body.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    const history = await manager.get(`${base()}/policies/${policy.body.id}/history`);
    const update = history.body.content.find((entry: ReadableAuditEntry) => entry.action === "UPDATE");
    const content = update.readable.changes.find((change: { field: string }) => change.field === "content");
    expect(content.label).toBe("Policy text");
    expect(content.diff).toEqual(
      expect.arrayContaining([
        { type: "removed", text: " year." },
        expect.objectContaining({ type: "added", text: expect.stringContaining("month.") }),
        expect.objectContaining({ type: "added", text: expect.stringContaining("A new paragraph.") }),
      ]),
    );
    expect(JSON.stringify(content)).not.toMatch(/<\/?(p|strong)>/);
  });

  describe("exports for an auditor", () => {
    let machineId: string;
    let cookie: string;
    let organization: string;

    beforeAll(async () => {
      cookie = manager.cookie;
      organization = (await db().organization.findUniqueOrThrow({ where: { id: holding } })).name;
      const machine = await manager.post(`${base()}/machines`, {
        body: { name: "Trykluftkompressor Ærø", inception_date: "2025-03-01", kind: "Compressor" },
      });
      machineId = machine.body.id;
      const renamed = await manager.put(`${base()}/machines/${machineId}`, {
        body: {
          name: "Trykluftkompressor Ærø",
          inception_date: "2025-03-01",
          kind: "Screw compressor",
          last_modified_date: machine.body.lastModifiedDate,
        },
      });
      expect(renamed.status).toBe(200);
    });

    const machineHistory = (query: string, as = cookie) =>
      getMachineHistory(
        new Request(`http://localhost${base()}/machines/${machineId}/history?${query}`, {
          headers: { cookie: `${as}; XSRF-TOKEN=${XSRF}` },
        }),
        { params: Promise.resolve({ orgId: holding, machineId }) },
      );
    const auditLog = (query: string) =>
      getAuditLog(
        new Request(`http://localhost${base()}/audit-entries?${query}`, {
          headers: { cookie: `${cookie}; XSRF-TOKEN=${XSRF}` },
        }),
        { params: Promise.resolve({ orgId: holding }) },
      );

    it("exports a record's history as XLSX, each change as a line a person reads", async () => {
      const response = await machineHistory("format=xlsx");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/spreadsheetml/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
      const rows: string[][] = [];
      workbook.worksheets[0].eachRow((row) =>
        rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell))),
      );
      expect(rows[0]).toEqual(["When", "Who", "Action", "Record type", "Record", "Changes"]);
      expect(rows[1].slice(1, 5)).toEqual(["Mette Manager", "Changed", "Machine", "Trykluftkompressor Ærø"]);
      expect(rows[1][5]).toBe("Kind: Compressor → Screw compressor");
      expect(rows[2][5]).toContain("In use since: 1 Mar 2025");
      expect(rows.flat().join(" ")).not.toMatch(UUID);
    });

    it("exports a record's history as an A4 PDF naming the organization and the record, in the reader's language", async () => {
      await db().user.update({ where: { email: "manager@demo.example" }, data: { language: "da" } });
      try {
        const response = await machineHistory("format=pdf");
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("application/pdf");
        expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename\*?=.*\.pdf/);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
        // A4: 595.28 × 841.89 points
        expect(bytes.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
        const text = pdfText(bytes);
        expect(text).toContain("Historik for Trykluftkompressor Ærø");
        expect(text).toContain(`Organisation: ${organization}`);
        expect(text).toContain("Post: Maskine, Trykluftkompressor Ærø");
        expect(text).toMatch(/Eksporteret \d{1,2}\. [a-zæøå]{3}\. \d{4}/);
        expect(text).toContain("Ændret");
        expect(text).toContain("Screw compressor");
        expect(text).toContain("1. mar. 2025");
        expect(text).toMatch(/Side 1 af 1/);
        expect(text).not.toMatch(UUID);
        expect(text).not.toMatch(ISO_TIMESTAMP);
      } finally {
        await db().user.update({ where: { email: "manager@demo.example" }, data: { language: "en" } });
      }
    });

    it("lets whoever reads the history export it, and no one else", async () => {
      const reader = await as("reader@demo.example");
      expect((await machineHistory("format=pdf", reader.cookie)).status).toBe(200);
      const other = await as("other@demo.example");
      expect((await machineHistory("format=xlsx", other.cookie)).status).toBe(404);
    });

    it("exports the audit log with its filters as PDF and XLSX", async () => {
      const pdf = await auditLog("entityType=machine&action=UPDATE&format=pdf");
      expect(pdf.status).toBe(200);
      const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
      expect(text).toContain("Audit log");
      expect(text).toContain(`Organization: ${organization}`);
      expect(text).toContain("Record type: Machine · Action: Changed");
      expect(text).toContain("Trykluftkompressor Ærø");
      expect(text).not.toContain("Created");
      expect(text).toMatch(/Page 1 of \d+/);

      const xlsx = await auditLog("entityType=machine&action=UPDATE&format=xlsx");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
      const kinds: string[] = [];
      workbook.worksheets[0].eachRow((row, index) => index > 1 && kinds.push(String(row.getCell(4).value)));
      expect(kinds.length).toBeGreaterThan(0);
      expect(new Set(kinds)).toEqual(new Set(["Machine"]));
      // MANAGE, as the log itself
      const editor = await as("editor@demo.example");
      expect((await editor.get(`${base()}/audit-entries?format=pdf`)).status).toBe(403);
    });
  });

  async function firstEntry(entityId: string) {
    return db().auditEntry.findFirstOrThrow({
      where: { entityId, action: "CREATE" },
      select: auditEntrySelect,
    });
  }
});
