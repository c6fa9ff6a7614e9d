// Members from a sheet: a preview with row-level errors that writes nothing, then all rows or none.
import ExcelJS from "exceljs";
import { mintOrgContext } from "@/lib/platform/auth/org-context";
import type { SessionUser } from "@/lib/platform/auth/types";
import { db } from "@/lib/platform/db";
import { commitImport } from "@/lib/platform/imports/run";
import { createMembers } from "@/lib/modules/organization/members/mutations";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;

const imports = (orgId: string) => `/api/v1/organizations/${orgId}/members/imports`;
/** The lines of a streamed answer (the test client parses a single line as JSON already). */
const ndjson = (body: unknown): { progress?: { done: number }; status?: number }[] =>
  typeof body === "string"
    ? body
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line))
    : [body as object];
const csv = (lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Members");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("member import", () => {
  let holding: string;
  let manager: Caller;
  let area: { id: string; name: string };
  let role: { id: string; name: string };

  const send = (caller: Caller, file: Buffer, name: string, confirm = false) =>
    caller.post(imports(holding), { raw: multipart(file, name, confirm ? { confirm: "true" } : {}) });
  const memberCount = () => db().membership.count({ where: { organizationId: holding } });

  beforeAll(async () => {
    // invitations of the new members go to the server log
    jest.spyOn(console, "log").mockImplementation(() => {});
    holding = await demo.holding();
    manager = await as("manager@demo.example");
    const named = { id: true, name: true } as const;
    area = await db().area.create({ data: { organizationId: holding, name: "Import yard" }, select: named });
    role = await db().role.create({ data: { organizationId: holding, name: "Import driver" }, select: named });
  }, 30_000);
  afterAll(() => jest.restoreAllMocks());

  it("previews every row with its errors by row and column, and writes nothing", async () => {
    const before = await memberCount();
    const file = csv([
      "Name;E-mail;Job title;Work area;Roles;Permissions;Overdue",
      `Ida Import;ida@import.example;Welder;${area.name.toUpperCase()};${role.name};Edit, Read;3`,
      ";no-name@import.example;;;;;",
      "Bad Mail;not-an-address;;Nowhere;No such role;Fly;",
      "",
      "Ida Again;IDA@import.example;;;;;",
      "Rita Reader;reader@demo.example;;;;;",
    ]);
    const answer = await send(manager, file, "members.csv");
    expect(answer.status).toBe(200);
    expect(await memberCount()).toBe(before);
    const { rows, ...summary } = answer.body;
    expect(summary).toEqual({
      columns: ["name", "email", "jobTitle", "area", "roles", "scopes"],
      ignoredColumns: ["Overdue"],
      totalRows: 5,
      validRows: 1,
      invalidRows: 4,
    });
    expect(rows[0]).toEqual({
      row: 2,
      values: {
        name: "Ida Import",
        email: "ida@import.example",
        jobTitle: "Welder",
        area: area.name.toUpperCase(),
        roles: role.name,
        scopes: "Edit, Read",
      },
    });
    expect(rows[1]).toMatchObject({ row: 3, errors: { name: "Fill in this field." } });
    expect(rows[2]).toMatchObject({
      row: 4,
      errors: {
        email: expect.any(String),
        area: "No work area is named “Nowhere”",
        roles: "No role is named “No such role”",
        scopes: "No permission is named “Fly”",
      },
    });
    // the empty line is skipped, the rows keep the sheet's numbers
    expect(rows[3]).toMatchObject({ row: 6, errors: { email: "Also in row 2" } });
    expect(rows[4]).toMatchObject({ row: 7, errors: { email: "Already a member of this organization" } });
  });

  it("refuses to write any row while one is invalid (422 naming row and column)", async () => {
    const before = await memberCount();
    const file = csv(["Name,E-mail", "Good One,good-one@import.example", "Bad Two,bad-two"]);
    const answer = await send(manager, file, "members.csv", true);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: "import_invalid",
      fields: { "rows.3.email": expect.any(String) },
    });
    expect(await memberCount()).toBe(before);
    expect(await db().user.count({ where: { email: "good-one@import.example" } })).toBe(0);
  });

  it("adds every row through the member form's path once confirmed: areas, roles, permissions, invitations", async () => {
    const file = await xlsx([
      ["Navn", "E-mail", "Stilling", "Arbejdsområde", "Roller", "Rettigheder"],
      ["Xenia Xlsx", "xenia@import.example", "Planner", area.name, role.name, "Redigere"],
      ["Yan Xlsx", "yan@import.example", null, null, null, null],
    ]);
    const preview = await send(manager, file, "members.xlsx");
    expect(preview.body).toMatchObject({ validRows: 2, invalidRows: 0 });
    const answer = await send(manager, file, "members.xlsx", true);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ created: 2 });
    const xenia = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, userEmail: "xenia@import.example" },
      select: { scopes: true, jobTitle: true, areaId: true, status: true, roles: { select: { roleId: true } } },
    });
    expect(xenia).toEqual({
      scopes: ["EDIT"],
      jobTitle: "Planner",
      areaId: area.id,
      status: "INVITED",
      roles: [{ roleId: role.id }],
    });
    const yan = await db().membership.findFirstOrThrow({ where: { userEmail: "yan@import.example" } });
    expect(yan.scopes).toEqual(["READ"]);
    // each new person got an invitation, as from the member form
    const tokens = await db().userToken.count({
      where: { user: { email: { in: ["xenia@import.example", "yan@import.example"] } }, purpose: "INVITATION" },
    });
    expect(tokens).toBe(2);
  });

  it("streams the write's progress to a client that asks for it, ending with the answer a plain request gets", async () => {
    const before = await memberCount();
    const people = Array.from({ length: 30 }, (_, index) => `Pia Progress ${index};pia.${index}@progress.example`);
    const progress = (file: Buffer) =>
      manager.post(imports(holding), {
        raw: multipart(file, "members.csv", { confirm: "true" }),
        headers: { accept: "application/x-ndjson, application/json;q=0.9" },
      });
    const answer = await progress(csv(["Name;E-mail", ...people]));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const lines = ndjson(answer.body);
    const reports = lines.slice(0, -1).map((line) => line.progress!);
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(reports.at(-1)).toEqual({ done: 30, total: 30 });
    expect(reports.map((report) => report.done)).toEqual(
      [...reports.map((report) => report.done)].sort((a, b) => a - b),
    );
    expect(lines.at(-1)).toEqual({ status: 200, body: { created: 30 } });
    expect(await memberCount()).toBe(before + 30);

    // a refusal arrives the same way, with its status, and writes nothing
    const again = await progress(csv(["Name;E-mail", "Pia Progress 0;pia.0@progress.example"]));
    const last = ndjson(again.body).at(-1);
    expect(last).toMatchObject({ status: 422, body: { error: { code: "import_invalid" } } });
    expect(await memberCount()).toBe(before + 30);
  });

  it("refuses at confirmation a person who became a member after the preview, writing none of the rows", async () => {
    const before = await memberCount();
    const file = csv(["Name,E-mail", "First Fine,first-fine@import.example", "Late Conflict,late@import.example"]);
    // someone adds the second person between the preview and the confirmation
    const late = await manager.post(`/api/v1/organizations/${holding}/members`, {
      body: { name: "Late Conflict", email: "late@import.example", scopes: ["READ"] },
    });
    expect(late.status).toBe(201);
    // the check before writing sees it already; a race inside the write is answered the same way
    const answer = await send(manager, file, "members.csv", true);
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({ "rows.3.email": "Already a member of this organization" });
    expect(await memberCount()).toBe(before + 1);
    expect(await db().user.count({ where: { email: "first-fine@import.example" } })).toBe(0);
  });

  it("rolls back every row written before one that the write itself refuses, naming that row", async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: "manager@demo.example" } });
    const org = (await mintOrgContext({ ...user, sessionId: "" } as SessionUser, holding))!;
    const before = await memberCount();
    const person = (name: string, email: string) => ({
      name,
      email,
      jobTitle: null,
      scopes: ["READ" as const],
      areaId: null,
      roleIds: [],
      competenceRequirements: [],
    });
    // rows that passed the check, the second of which became a member in the meantime
    const inputs = [
      { row: 2, input: person("Written First", "written-first@import.example") },
      { row: 3, input: person("Reader Again", "reader@demo.example") },
    ];
    const preview = { columns: [], ignoredColumns: [], totalRows: 2, validRows: 2, invalidRows: 0, rows: [] };
    const failure = await commitImport({ preview, inputs }, (all) => createMembers(org, all, "http://localhost")).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      status: 409,
      code: "import_conflict",
      fields: { "rows.3.email": expect.any(String) },
    });
    expect(await memberCount()).toBe(before);
    expect(await db().user.count({ where: { email: "written-first@import.example" } })).toBe(0);
  });

  it("answers 415 for a file that is no sheet and 422 for a sheet without the needed columns", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    expect((await send(manager, pdf, "members.pdf")).status).toBe(415);
    const missing = await send(manager, csv(["Name,Job title", "No Mail,Welder"]), "members.csv");
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toEqual({ file: "missing columns: email" });
    const empty = await send(manager, csv(["Name,E-mail"]), "members.csv");
    expect(empty.status).toBe(422);
  });

  it("answers 413 for a sheet over 5 MB and for an XLSX file that unpacks to over 50 MB, writing nothing", async () => {
    const before = await memberCount();
    // uploads in general may be larger than a sheet to import; this run's limit for them is 1 MB
    const uploadLimit = process.env.FILE_MAX_BYTES;
    process.env.FILE_MAX_BYTES = String(8 * 1024 * 1024);
    const padded = Buffer.concat([csv(["Name,E-mail", "Big,big@import.example"]), Buffer.alloc(5 * 1024 * 1024, " ")]);
    const tooLarge = await send(manager, padded, "members.csv").finally(
      () => (process.env.FILE_MAX_BYTES = uploadLimit),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toMatchObject({ code: "sheet_too_large", fields: { file: "at most 5 MB" } });
    // 60 cells of 1 MB each: about 60 KB of XLSX
    const bomb = await xlsx([
      ["Name", "E-mail"],
      ...Array.from({ length: 60 }, (_, i) => [`${i}`.padEnd(1_000_000, "z"), ""]),
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const unpacked = await send(manager, bomb, "members.xlsx");
    expect(unpacked.status).toBe(413);
    expect(unpacked.body.error.fields).toEqual({ file: "at most 50 MB unpacked" });
    expect(await memberCount()).toBe(before);
  });

  it("speaks the user's language in the preview", async () => {
    await manager.patch("/api/v1/user", { body: { language: "da" } });
    const answer = await send(manager, csv(["Navn,E-mail,Roller", "Dansk Række,dansk@import.example,Ukendt"]), "m.csv");
    expect(answer.body.rows[0].errors).toEqual({ roles: "Ingen rolle hedder “Ukendt”" });
    await manager.patch("/api/v1/user", { body: { language: "en" } });
  });

  it("is for managers of the organization alone, and never reaches another organization", async () => {
    const editor = await as("editor@demo.example");
    expect((await send(editor, csv(["Name,E-mail", "A,a@import.example"]), "m.csv")).status).toBe(403);
    const other = await demo.other();
    const answer = await manager.post(imports(other), {
      raw: multipart(csv(["Name,E-mail", "A,a@import.example"]), "m.csv", { confirm: "true" }),
    });
    expect(answer.status).toBe(404);
    expect(await db().user.count({ where: { email: "a@import.example" } })).toBe(0);
  });
});
