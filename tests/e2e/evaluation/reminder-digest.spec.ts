// The reminder digest end to end: an app instance of its own, sending through a real SMTP server
// started by the test. A person who reads Danish is responsible for an overdue inspection; the
// morning job runs (queued as its cron tick would queue it) and the digest arrives in Danish, with
// links into the app that open the item's screen.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request, test } from "../test";
import { Client } from "pg";
import { freePort, startDatabase, startProcess, stopProcess, waitUntilServing } from "../../support/app-processes";
import { startSmtpServer } from "../../support/smtp";
import { SignInPage } from "../pages/sign-in-page";
import { antiForgeryToken } from "../pages/anti-forgery";

const root = path.join(__dirname, "../../..");
const EDITOR = "editor@demo.example";

test.describe.serial("the reminder digest at a real SMTP server", () => {
  let workDir: string;
  let database: ChildProcess | undefined;
  let databaseUrl: string;
  let app: ChildProcess | undefined;
  let appUrl: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-digest-"));
    fs.chmodSync(workDir, 0o755);
    const db = await startDatabase(path.join(workDir, "pg"));
    database = db.child;
    databaseUrl = db.url;
    smtp = await startSmtpServer();
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    const started = startProcess([path.join(root, "scripts/run.mjs"), "start"], {
      DATABASE_URL: databaseUrl,
      NEXTAUTH_SECRET: "digest-test-secret-0123456789abcdef",
      ENCRYPTION_KEY: "ZGlnZXN0LXRlc3Qta2V5LTAxMjM0NTY3ODlhYmNkZWY",
      APP_URL: appUrl,
      NEXTAUTH_URL: appUrl,
      SMTP_URL: smtp.url,
      PORT: String(port),
      EHS_DATA_DIR: path.join(workDir, "app"),
      NEXT_TELEMETRY_DISABLED: "1",
    });
    app = started.child;
    await waitUntilServing(appUrl, app, started.log);
  });

  test.afterAll(async () => {
    await stopProcess(app);
    await smtp?.close();
    await stopProcess(database);
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test("arrives in the recipient's language, with links that open the item", async ({ browser }) => {
    test.setTimeout(240_000);
    const title = `Stormskade på taget ${Date.now()}`;
    // the editor reads Danish, wants a daily digest and is responsible for an inspection due yesterday
    const api = await request.newContext({ baseURL: appUrl });
    await api.get("/");
    expect(
      (
        await api.post("/api/v1/authentications", {
          form: { username: EDITOR, password: "Demo-password-1" },
          headers: { "x-xsrf-token": await antiForgeryToken(api) },
        })
      ).status(),
    ).toBe(200);
    const headers = { "x-xsrf-token": await antiForgeryToken(api) };
    expect((await api.patch("/api/v1/user", { data: { language: "da" }, headers })).status()).toBe(200);
    expect((await api.put("/api/v1/user/reminders", { data: { reminder_frequency: "DAILY" }, headers })).status()).toBe(
      200,
    );
    const sql = new Client({ connectionString: databaseUrl });
    await sql.connect();
    try {
      const { rows } = await sql.query<{ id: string; organizationId: string }>(
        `SELECT m.id, m."organizationId" FROM "Membership" m JOIN "Organization" o ON o.id = m."organizationId"
         WHERE m."userEmail" = $1 AND o.name = 'Nordic Demo Holding A/S'`,
        [EDITOR],
      );
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const created = await api.post(`/api/v1/organizations/${rows[0].organizationId}/inspections`, {
        data: { title, type: "SERVICE_AND_INSPECTION", due_date: yesterday, responsible_id: rows[0].id },
        headers,
      });
      expect(created.status()).toBe(201);
      const inspectionId = (await created.json()).id as string;

      // the morning job, queued as its daily cron tick queues it; the app's worker runs it
      await sql.query(`DELETE FROM "ReminderDigest"`);
      await sql.query(`INSERT INTO pgboss.job (name, data) VALUES ('reminders.daily', '{}'::jsonb)`);
      const mail = await smtp!.mailTo(EDITOR, 120_000);
      expect(mail.subject).toMatch(/opgave/);
      expect(mail.text).toContain(title);
      expect(mail.html).toContain(title);
      const links = [...new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])];
      // the link names the item's organization, so it opens there whichever one was last used
      const itemPage = `${appUrl}/monitoring/control-book/inspections/${inspectionId}`;
      const itemLink = `${itemPage}?organization=${rows[0].organizationId}`;
      expect(links).toContain(itemLink);
      for (const link of links) expect(link.startsWith(`${appUrl}/`)).toBe(true);

      // the link opens the inspection, in Danish, once signed in
      const context = await browser.newContext({ baseURL: appUrl });
      const page = await context.newPage();
      await page.goto(itemLink);
      await new SignInPage(page).signIn(EDITOR, "Demo-password-1");
      await expect(page).toHaveURL(itemPage);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      await expect(page.locator("html")).toHaveAttribute("lang", "da");
      await context.close();
    } finally {
      await sql.end();
      await api.dispose();
    }
  });
});
