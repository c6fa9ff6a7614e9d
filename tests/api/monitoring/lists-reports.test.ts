// Lists and reports (issue 28): a ready report as PDF (its text read back) and XLSX in the reader's
// language, for the organization with or without those below it and a period; each report needs the
// access its records are listed with; scheduled reports kept with history, archive and restore, and
// sent once per period to each recipient by a real SMTP server, however many workers run.
import ExcelJS from "exceljs";
import { Pool } from "pg";
import { allJobs } from "@/lib/modules/jobs";
import { queueScheduledReports, scheduledReportPeriod } from "@/lib/modules/monitoring/reports/scheduled";
import { db } from "@/lib/platform/db";
import { createBoss } from "@/lib/platform/jobs/boss";
import { startWorker, type Worker } from "@/lib/platform/jobs/worker";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { pdfText } from "../../support/pdf-text";
import { startSmtpServer } from "../../support/smtp";

jest.setTimeout(90_000);

type Caller = Awaited<ReturnType<typeof as>>;

let holding: string;
let subsidiary: string;
let other: string;
let manager: Caller;
let editor: Caller;
let reader: Caller;
const api = (orgId: string, path: string) => `/api/v1/organizations/${orgId}${path}`;
const membership = async (email: string, organizationId: string) =>
  (await db().membership.findFirstOrThrow({ where: { userEmail: email, organizationId }, select: { id: true } })).id;

async function action(orgId: string, title: string, dueDate: string, status = "PLANNED") {
  const created = await manager.post(api(orgId, "/actions"), {
    body: { title, dueDate, status, ...(status === "DONE" ? { doneDate: dueDate } : {}) },
  });
  expect(created.status).toBe(201);
}

async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? ""))),
  );
  return rows;
}

beforeAll(async () => {
  [holding, subsidiary, other] = await Promise.all([demo.holding(), demo.subsidiary(), demo.other()]);
  [manager, editor, reader] = await Promise.all([
    as("manager@demo.example"),
    as("editor@demo.example"),
    as("reader@demo.example"),
  ]);
  await action(holding, "Bund tank 2", "2025-03-10");
  await action(holding, "Label drums", "2024-11-01");
  await action(holding, "Fix sump", "2024-10-01", "DONE");
  await action(holding, "Calibrate", "2026-02-01");
  await action(subsidiary, "Press guard", "2025-05-05");
});

describe("a ready report", () => {
  it("prints the action plan of the period as a PDF in Danish, with the open actions from before it", async () => {
    await db().user.updateMany({ where: { email: "manager@demo.example" }, data: { language: "da" } });
    try {
      const pdf = await manager.get(api(holding, "/reports/actionPlan?format=pdf&from=2025-01&to=2025-12"), {
        bytes: true,
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const text = pdfText(pdf.body);
      expect(text).toContain("Handlingsplan");
      expect(text).toContain("Nordic Demo Holding A/S");
      expect(text).toContain("Bund tank 2");
      // still open from before the period: it stays in the plan; done before it, it does not
      expect(text).toContain("Label drums");
      expect(text).not.toContain("Fix sump");
      expect(text).not.toContain("Calibrate");
      // the subsidiary's actions are its own section, only when asked for
      expect(text).not.toContain("Press guard");
      expect(text).toContain("Side 1");
      // British and Danish dates are written out, never as ISO text
      expect(text).toMatch(/1\. januar 2025/);
    } finally {
      await db().user.updateMany({ where: { email: "manager@demo.example" }, data: { language: "en" } });
    }
  });

  it("adds the organizations below with descendants=true, a section and a sheet column each", async () => {
    const pdf = await manager.get(
      api(holding, "/reports/actionPlan?format=pdf&from=2025-01&to=2025-12&descendants=true"),
      { bytes: true },
    );
    const text = pdfText(pdf.body);
    expect(text).toContain("Press guard");
    expect(text).toContain("Nordic Demo Production ApS");

    const sheet = await manager.get(
      api(holding, "/reports/actionPlan?format=xlsx&from=2025-01&to=2025-12&descendants=true"),
      { bytes: true },
    );
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("content-type")).toContain("spreadsheetml");
    const rows = await sheetRows(sheet.body);
    expect(rows[0][0]).toBe("Organization");
    const titled = (title: string) => rows.find((row) => row.includes(title));
    expect(titled("Press guard")?.[0]).toBe("Nordic Demo Production ApS");
    expect(titled("Bund tank 2")?.[0]).toBe("Nordic Demo Holding A/S");
    expect(titled("Fix sump")).toBeUndefined();
  });

  it("answers 400 naming the field for a period that is not one, 404 for a report that does not exist", async () => {
    const backwards = await manager.get(api(holding, "/reports/actionPlan?from=2025-06&to=2025-01"));
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toHaveProperty("to");
    const noMonth = await manager.get(api(holding, "/reports/actionPlan?from=2025-13&to=2025-12"));
    expect(noMonth.status).toBe(400);
    expect(noMonth.body.error.fields).toHaveProperty("from");
    const format = await manager.get(api(holding, "/reports/actionPlan?from=2025-01&to=2025-12&format=docx"));
    expect(format.status).toBe(400);
    expect(format.body.error.fields).toHaveProperty("format");
    expect((await manager.get(api(holding, "/reports/everything?from=2025-01&to=2025-12"))).status).toBe(404);
  });

  it("needs the access its records are listed with, in the organization asked for only", async () => {
    // the action plan is listed by managers; the chemical register by readers
    expect((await reader.get(api(holding, "/reports/actionPlan?from=2025-01&to=2025-12"))).status).toBe(403);
    expect((await reader.get(api(holding, "/reports/riskRegister?from=2025-01&to=2025-12"))).status).toBe(403);
    const register = await reader.get(api(holding, "/reports/chemicalRegister?format=pdf&from=2025-01&to=2025-12"), {
      bytes: true,
    });
    expect(register.status).toBe(200);
    expect(pdfText(register.body)).toContain("Chemical register");
    // another tenant's organization is not there for this person
    expect((await manager.get(api(other, "/reports/actionPlan?from=2025-01&to=2025-12"))).status).toBe(404);
    // LIMITED organizations have no lists and reports
    const limited = await as("limited@demo.example");
    expect(
      (await limited.get(api(await demo.limited(), "/reports/legalRegister?from=2025-01&to=2025-12"))).status,
    ).toBe(403);
  });
});

describe("scheduled reports", () => {
  it("are created, changed, archived and restored by editors, with a history, never another tenant's members", async () => {
    const recipients = [
      await membership("manager@demo.example", holding),
      await membership("reader@demo.example", holding),
    ];
    const body = { reportKey: "actionPlan", frequency: "MONTHLY", formats: ["PDF"], recipientIds: recipients };
    expect((await reader.post(api(holding, "/report-schedules"), { body })).status).toBe(403);
    const created = await editor.post(api(holding, "/report-schedules"), { body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reportKey: "actionPlan", frequency: "MONTHLY", lastDelivery: null });
    expect(created.body.recipients.map((r: { id: string }) => r.id).sort()).toEqual([...recipients].sort());

    const foreign = (await db().membership.findFirstOrThrow({ where: { organizationId: other }, select: { id: true } }))
      .id;
    const wrong = await editor.post(api(holding, "/report-schedules"), {
      body: { ...body, recipientIds: [recipients[0], foreign] },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toHaveProperty(["recipientIds.1"]);
    const none = await editor.post(api(holding, "/report-schedules"), { body: { ...body, formats: [] } });
    expect(none.status).toBe(422);
    expect(none.body.error.fields).toHaveProperty("formats");
    const unknown = await editor.post(api(holding, "/report-schedules"), { body: { ...body, reportKey: "all" } });
    expect(unknown.body.error.fields).toHaveProperty("reportKey");
    expect(await db().reportSchedule.count({ where: { organizationId: holding } })).toBe(1);

    const id = created.body.id;
    const changed = await editor.put(api(holding, `/report-schedules/${id}`), {
      body: {
        ...body,
        frequency: "QUARTERLY",
        formats: ["PDF", "XLSX"],
        lastModifiedDate: created.body.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ frequency: "QUARTERLY", formats: ["PDF", "XLSX"] });
    // a form older than the record
    const stale = await editor.put(api(holding, `/report-schedules/${id}`), {
      body: { ...body, lastModifiedDate: created.body.lastModifiedDate },
    });
    expect(stale.status).toBe(409);

    expect((await editor.delete(api(holding, `/report-schedules/${id}`))).status).toBe(204);
    const active = await reader.get(api(holding, "/report-schedules"));
    expect(active.body.content.map((row: { id: string }) => row.id)).not.toContain(id);
    const archived = await reader.get(api(holding, "/report-schedules?archived=true"));
    expect(archived.body.content.map((row: { id: string }) => row.id)).toContain(id);
    expect((await editor.post(api(holding, `/report-schedules/${id}/restore`))).status).toBe(200);

    const history = await reader.get(api(holding, `/report-schedules/${id}/history`));
    expect(history.status).toBe(200);
    const changes = history.body.content.flatMap(
      (entry: { readable: { changes: { label: string; after: string | null }[] } }) => entry.readable.changes,
    );
    // read as a record: the field's name and its value in words, not the stored key
    expect(changes).toContainEqual(expect.objectContaining({ label: "Sent", after: "Quarterly (the quarter before)" }));

    // another tenant neither reads nor changes it
    const stranger = await as("other@demo.example");
    expect((await stranger.get(api(other, `/report-schedules/${id}`))).status).toBe(404);
    expect((await stranger.delete(api(other, `/report-schedules/${id}`))).status).toBe(404);
    const exported = await reader.get(api(holding, "/report-schedules?format=xlsx"), { bytes: true });
    expect(exported.status).toBe(200);
  });
});

describe("sending a scheduled report", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const workers: Worker[] = [];
  const pools: Pool[] = [];

  /** A worker of another app instance: its own pool and pg-boss, every job of the app. */
  async function worker() {
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
    pool.on("error", () => {});
    pools.push(pool);
    const boss = createBoss({ worker: true, db: { executeSql: (text, values) => pool.query(text, values) } });
    workers.push(await startWorker(allJobs, { boss, pollingSeconds: 0.5 }));
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    await Promise.all(workers.map((one) => one.stop()));
    await Promise.all(pools.map((pool) => pool.end()));
    delete process.env.SMTP_URL;
    await smtp.close();
  });

  it("sends each recipient the month before once, in their language, with two workers and the queue run twice", async () => {
    await db().user.updateMany({ where: { email: "reader@demo.example" }, data: { language: "da" } });
    const recipients = [
      await membership("manager@demo.example", holding),
      await membership("reader@demo.example", holding),
    ];
    const created = await editor.post(api(holding, "/report-schedules"), {
      body: { reportKey: "chemicalRegister", frequency: "MONTHLY", formats: ["PDF", "XLSX"], recipientIds: recipients },
    });
    expect(created.status).toBe(201);
    const scheduleId = created.body.id;
    // the other tests' schedules keep out of this one's count
    await db().reportSchedule.updateMany({ where: { id: { not: scheduleId } }, data: { archivedDate: new Date() } });
    // made in November: its first report, November's, goes out on the first of December
    await db().reportSchedule.update({
      where: { id: scheduleId },
      data: { createdDate: new Date("2030-11-10T10:00:00Z") },
    });
    const firstOfDecember = new Date("2030-12-01T07:00:00Z");
    // not yet: on 30 November the month has not ended
    await queueScheduledReports(new Date("2030-11-30T07:00:00Z"), "http://localhost:3000");

    await worker();
    await worker();
    smtp.received.length = 0;
    // two instances' mornings, and the period's job queued once more by hand
    await Promise.all([
      queueScheduledReports(firstOfDecember, "http://localhost:3000"),
      queueScheduledReports(firstOfDecember, "http://localhost:3000"),
      scheduledReportPeriod.enqueue({ scheduleId, from: "2030-11", to: "2030-11", baseUrl: "http://localhost:3000" }),
    ]);
    await smtp.mailTo("manager@demo.example", 30_000);
    await smtp.mailTo("reader@demo.example", 30_000);
    // room for a second sending, which must not come
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const ours = smtp.received;
    expect(ours).toHaveLength(2);
    expect(await db().reportDelivery.count({ where: { scheduleId } })).toBe(1);

    const english = ours.find((mail) => mail.to.includes("manager@demo.example"))!;
    const danish = ours.find((mail) => mail.to.includes("reader@demo.example"))!;
    expect(english.subject).toContain("Chemical register");
    expect(danish.subject).toContain("Kemikalieregister");
    expect(english.text).toContain("http://localhost:3000/");
    expect(english.attachments.map((file) => file.contentType).sort()).toEqual([
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ]);
    const danishPdf = danish.attachments.find((file) => file.contentType === "application/pdf")!;
    expect(pdfText(danishPdf.content)).toContain("Kemikalieregister");

    // the next morning finds November sent
    smtp.received.length = 0;
    expect(await queueScheduledReports(new Date("2030-12-02T07:00:00Z"), "http://localhost:3000")).toBe(0);
    // an archived schedule sends nothing more
    await editor.delete(api(holding, `/report-schedules/${scheduleId}`));
    expect(await queueScheduledReports(new Date("2031-01-01T07:00:00Z"), "http://localhost:3000")).toBe(0);
    const schedule = (await reader.get(api(holding, `/report-schedules/${scheduleId}`))).body;
    expect(schedule.lastDelivery).toMatchObject({ periodFrom: "2030-11", periodTo: "2030-11" });
  });
});
