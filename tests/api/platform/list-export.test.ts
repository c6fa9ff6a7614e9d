// The list kit's export: every row of a list in its filter and sort, as CSV or XLSX, read in keyset
// batches; the roles endpoint stands for every list endpoint.
import ExcelJS from "exceljs";
import { db } from "@/lib/platform/db";
import { listBatches } from "@/lib/platform/lists/export/batches";
import { listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import { memberList } from "@/lib/modules/organization/members/schema";
import { GET as getRoles } from "@/app/api/v1/organizations/[orgId]/roles/route";
import { GET as getMembers } from "@/app/api/v1/organizations/[orgId]/members/route";
import { GET as getCompetences } from "@/app/api/v1/organizations/[orgId]/competences/route";
import { GET as getAssociations } from "@/app/api/v1/organizations/[orgId]/stakeholder-associations/route";
import { GET as getFiles } from "@/app/api/v1/organizations/[orgId]/files/route";
import { GET as getScopeRevisions } from "@/app/api/v1/organizations/[orgId]/scope/revisions/route";
import { as, signIn } from "../../support/api";
import { demo } from "../../support/demo";

const XSRF = "unused-for-get";

// the handlers answer different rows; here they are only called
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const LISTS: Record<string, Handler> = {
  roles: getRoles,
  members: getMembers,
  competences: getCompetences,
  "stakeholder-associations": getAssociations,
  files: getFiles,
  "scope/revisions": getScopeRevisions,
};

/** A GET straight to a list's route handler, answering the raw Response (the files are bytes). */
async function fetchList(list: string, cookie: string, orgId: string, query: string, headers = {}) {
  const request = new Request(`http://localhost/api/v1/organizations/${orgId}/${list}?${query}`, {
    headers: { cookie: `${cookie}; XSRF-TOKEN=${XSRF}`, ...headers },
  });
  return LISTS[list](request, { params: Promise.resolve({ orgId }) });
}

const download = (cookie: string, orgId: string, query: string, headers: Record<string, string> = {}) =>
  fetchList("roles", cookie, orgId, query, headers);

/** CSV text without its byte order mark, as rows of cells (the test's names hold no commas or quotes). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));

async function sheetRows(response: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  return { sheet, rows };
}

describe("list export", () => {
  let holding: string;
  let manager: string;
  let reader: string;
  let roleNames: string[];

  beforeAll(async () => {
    holding = await demo.holding();
    [manager, reader] = await Promise.all([signIn("manager@demo.example"), signIn("reader@demo.example")]);
    // more roles than the largest page (100), so an export is more than one page
    await db().role.createMany({
      data: Array.from({ length: 120 }, (_, index) => ({
        organizationId: holding,
        name: `Export role ${String(index).padStart(3, "0")}`,
        description: index % 2 ? "odd" : null,
      })),
    });
    await db().role.create({ data: { organizationId: holding, name: "=HYPERLINK(1)" } });
    roleNames = (
      await db().role.findMany({ where: { organizationId: holding, archivedDate: null }, select: { name: true } })
    ).map((role) => role.name);
  }, 30_000);

  it("reads every row of a list in keyset batches, in the order of its pages, for every sort (NULLs and ties too)", async () => {
    const organizationId = holding;
    // members without a job title and with equal ones, so the job title sort crosses NULLs in both
    // directions and ties broken by id
    for (let index = 0; index < 14; index++) {
      await db().user.create({
        data: {
          email: `batch-${index}@export.example`,
          name: `Batch ${index % 3}`,
          memberships: { create: { organizationId, scopes: ["READ"], jobTitle: index % 3 ? null : "Same title" } },
        },
      });
    }
    const source: ListSource<{ id: string }> = {
      tenant: sql`t."organizationId" = ${organizationId}::uuid`,
      rows: async (ids) => ids.map((id) => ({ id })),
    };
    const total = await db().membership.count({ where: { organizationId } });
    expect(await db().membership.count({ where: { organizationId, jobTitle: null } })).toBeGreaterThan(0);
    for (const field of memberList.sortFields) {
      for (const direction of ["asc", "desc"] as const) {
        const sort = `${field},${direction}`;
        const paged = (await listPage(memberList, { page: 0, size: 100, sort }, source)).content.map((row) => row.id);
        const batched: string[] = [];
        let batches = 0;
        for await (const batch of listBatches(memberList, { field, direction }, source, 4)) {
          batches++;
          batched.push(...batch.map((row) => row.id));
        }
        expect({ sort, ids: batched }).toEqual({ sort, ids: paged });
        expect(batched).toHaveLength(total);
        expect(batches).toBe(Math.ceil(total / 4));
      }
    }
  });

  it("answers ?format=csv with every row in the list's sort, as an attachment with English headings", async () => {
    const response = await download(manager, holding, "format=csv&sort=name,desc&size=10&page=3");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Roles \d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    // the byte order mark, so that Excel reads UTF-8
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    const [heading, ...rows] = csvRows(text);
    expect(heading).toEqual(["Name", "Description", "Competences", "Members", "Last changed"]);
    // page and size do not apply: every row, in the sort asked for
    const expected = [...roleNames]
      .sort((a, b) => b.localeCompare(a, "en"))
      .map((name) => (name.startsWith("=") ? `'${name}` : name));
    expect(rows.map((row) => row[0])).toEqual(expected);
    expect(rows.length).toBeGreaterThan(100);
  });

  it("exports the current filter, and the columns asked for in their order", async () => {
    const response = await download(manager, holding, "format=csv&q=export%20role%2000&columns=description,name");
    const [heading, ...rows] = csvRows(await response.text());
    expect(heading).toEqual(["Description", "Name"]);
    expect(rows).toEqual(Array.from({ length: 10 }, (_, index) => [index % 2 ? "odd" : "", `Export role 00${index}`]));
  });

  it("writes numbers and instants as real XLSX cells, and guards no text in XLSX (a string is never a formula)", async () => {
    const response = await download(manager, holding, "format=xlsx&q=export%20role%20001");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Roles .*\.xlsx"$/);
    const { sheet, rows } = await sheetRows(response);
    expect(sheet.name).toBe("Roles");
    expect(rows.map((row) => row.values)).toHaveLength(2);
    expect((rows[0].values as unknown[]).slice(1)).toEqual([
      "Name",
      "Description",
      "Competences",
      "Members",
      "Last changed",
    ]);
    const cells = rows[1];
    expect(cells.getCell(1).value).toBe("Export role 001");
    expect(cells.getCell(3).value).toBe(0);
    expect(cells.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(cells.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect(cells.getCell(5).numFmt).toBe("yyyy-mm-dd hh:mm");
    const stored = await db().role.findFirstOrThrow({ where: { name: "Export role 001" } });
    // the cell holds the wall-clock time of the app's time zone (Europe/Copenhagen: UTC+1 or +2)
    const shift = (cells.getCell(5).value as Date).getTime() - stored.lastModifiedDate.getTime();
    expect([3600_000, 7200_000]).toContain(Math.round(shift / 1000) * 1000);

    const formula = await sheetRows(await download(manager, holding, "format=xlsx&q=HYPERLINK"));
    expect(formula.rows[1].getCell(1).value).toBe("=HYPERLINK(1)");
    expect(formula.rows[1].getCell(1).type).toBe(ExcelJS.ValueType.String);
  });

  it("answers an Accept header preferring CSV or XLSX with the file, and JSON otherwise", async () => {
    const csv = await download(manager, holding, "q=export", { accept: "text/csv" });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const xlsx = await download(manager, holding, "q=export", {
      accept: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json;q=0.5",
    });
    expect(xlsx.headers.get("content-type")).toMatch(/spreadsheetml/);
    for (const accept of [
      "application/json",
      "*/*",
      "text/html,application/xhtml+xml,*/*;q=0.8",
      "text/csv;q=0.5, application/json",
    ]) {
      const json = await download(manager, holding, "q=export", { accept });
      expect({ accept, type: json.headers.get("content-type") }).toEqual({
        accept,
        type: "application/json; charset=utf-8",
      });
    }
    // the query parameter wins over the header
    const asked = await download(manager, holding, "format=csv", { accept: "application/json" });
    expect(asked.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  });

  it("writes the headings and the file's name in the user's language", async () => {
    const caller = await as("reader@demo.example");
    expect((await caller.patch("/api/v1/user", { body: { language: "da" } })).status).toBe(200);
    const response = await download(reader, holding, "format=csv&q=export");
    expect(response.headers.get("content-disposition")).toMatch(/filename="Roller /);
    expect(csvRows(await response.text())[0]).toEqual([
      "Navn",
      "Beskrivelse",
      "Kompetencer",
      "Medlemmer",
      "Sidst ændret",
    ]);
    await caller.patch("/api/v1/user", { body: { language: "en" } });
  });

  it("refuses unknown columns, formats and sorts with 400 naming the parameter", async () => {
    const columns = await download(manager, holding, "format=csv&columns=name,password");
    expect(columns.status).toBe(400);
    expect(await columns.json()).toEqual({
      error: {
        code: "invalid_columns",
        message: expect.stringContaining("password"),
        fields: { columns: "one or more of: name, description, competenceCount, memberCount, lastModifiedDate" },
      },
    });
    expect((await download(manager, holding, "format=csv&columns=,")).status).toBe(400);
    const format = await download(manager, holding, "format=pdf");
    expect(format.status).toBe(400);
    expect((await format.json()).error.fields).toHaveProperty("format");
    const sort = await download(manager, holding, "format=xlsx&sort=description,asc");
    expect(sort.status).toBe(400);
    expect((await sort.json()).error.code).toBe("invalid_sort");
  });

  it("exports only the organization's own rows, and nothing of an organization the user does not reach", async () => {
    const other = await demo.other();
    const foreign = await db().role.create({ data: { organizationId: other, name: "Export role foreign" } });
    const own = csvRows(await (await download(reader, holding, "format=csv&q=export")).text()).map((row) => row[0]);
    expect(own).not.toContain(foreign.name);
    expect((await download(manager, other, "format=csv")).status).toBe(404);
    expect((await download("ehs.session-token=nothing", holding, "format=csv")).status).toBe(401);
  });

  it("is offered by every list of the organization: as many rows as the list counts", async () => {
    // a scope with two versions and a file, so that those lists have rows too
    const scope = await db().scope.create({ data: { organizationId: holding, content: "<p>All &amp; sites</p>" } });
    for (const version of [1, 2]) {
      await db().scopeRevision.create({
        data: { scopeId: scope.id, version, content: `<p>Version ${version}</p>`, authorName: "Export test" },
      });
    }
    for (const list of Object.keys(LISTS)) {
      const page = await fetchList(list, manager, holding, "size=1");
      const { totalElements } = await page.json();
      const file = await fetchList(list, manager, holding, "format=csv");
      expect({ list, status: file.status, type: file.headers.get("content-type") }).toEqual({
        list,
        status: 200,
        type: "text/csv; charset=utf-8",
      });
      const lines = (await file.text()).trimEnd().split("\r\n");
      expect({ list, rows: lines.length - 1 }).toEqual({ list, rows: totalElements });
    }
  });

  it("exports members with the address beside the name, counts as numbers and translated permissions", async () => {
    const member = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, userEmail: "reader@demo.example" },
    });
    const query = "format=xlsx&q=reader%40demo&columns=name,competenceStatus,scopes,createdDate";
    const { rows } = await sheetRows(await fetchList("members", manager, holding, query));
    expect((rows[0].values as unknown[]).slice(1)).toEqual([
      "Name",
      "E-mail",
      "Overdue",
      "Due within 30 days",
      "Not yet acquired",
      "Permissions",
      "Added",
    ]);
    const cells = rows[1];
    expect(cells.getCell(2).value).toBe("reader@demo.example");
    expect(cells.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(cells.getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(cells.getCell(6).value).toBe(
      member.scopes.map((scope) => scope[0] + scope.slice(1).toLowerCase()).join(", "),
    );
    expect(cells.getCell(7).type).toBe(ExcelJS.ValueType.Date);
    // the member filter applies: one row
    expect(rows).toHaveLength(2);
  });

  it("exports the shared stakeholder catalogue, which belongs to no organization", async () => {
    const caller = await as("reader@demo.example");
    const { body: page } = await caller.get("/api/v1/stakeholders?size=1");
    const file = await caller.get("/api/v1/stakeholders?format=csv&sort=name,asc");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename=/);
    const [heading, ...rows] = csvRows(file.body as string);
    expect(heading).toEqual(["Name", "Type", "City", "Last changed"]);
    expect(rows).toHaveLength(page.totalElements);
  });
});
