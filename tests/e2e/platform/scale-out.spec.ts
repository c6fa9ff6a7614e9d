// Two `next start` instances against one PostgreSQL and one S3-compatible server, behind a
// round-robin proxy, as README describes running several instances. Consecutive requests go to
// alternate instances, so nothing may live in one instance's memory: sessions, the sign-in rate
// limit and files have to be shared, and each instance works the one job queue.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { expect, request, test, type APIResponse } from "../test";
import { freePort, startDatabase, startProcess, stopProcess, waitUntilServing } from "../../support/app-processes";
import { startTestS3, type TestS3 } from "../../support/s3";
import { startSmtpServer } from "../../support/smtp";
import { SignInPage } from "../pages/sign-in-page";
import { antiForgeryToken } from "../pages/anti-forgery";

const root = path.join(__dirname, "../../..");
const PASSWORD = "Demo-password-1";

type Served = { method: string; path: string; instance: number };

/** A round-robin reverse proxy: request n goes to instance n mod 2, with X-Forwarded-For as a proxy sets it. */
async function startRoundRobin(ports: number[]) {
  let next = 0;
  const served: Served[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const instance = next++ % ports.length;
    served.push({ method: incoming.method!, path: incoming.url!, instance });
    const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: ports[instance],
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, { ...answer.headers, "x-served-by": String(instance) });
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    served,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Jobs of a queue still waiting, retrying or running (pg-boss's own table). */
async function unfinishedJobs(databaseUrl: string, name: string) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')",
      [name],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

const servedBy = (answer: APIResponse) => Number(answer.headers()["x-served-by"]);

test.describe.serial("two app instances behind a round-robin proxy", () => {
  let workDir: string;
  let database: ChildProcess | undefined;
  let databaseUrl = "";
  let instances: ChildProcess[] = [];
  let logs: (() => string)[] = [];
  let s3: TestS3 | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  let proxy: Awaited<ReturnType<typeof startRoundRobin>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-scale-out-"));
    fs.chmodSync(workDir, 0o755);
    const db = await startDatabase(path.join(workDir, "pg"));
    database = db.child;
    databaseUrl = db.url;
    s3 = await startTestS3();
    smtp = await startSmtpServer();
    const ports = [await freePort(), await freePort()];
    proxy = await startRoundRobin(ports);
    const shared = {
      ...s3.env,
      DATABASE_URL: db.url,
      NEXTAUTH_SECRET: "scale-out-test-secret-0123456789abcdef",
      // both instances seal and open stored secrets with the same key
      ENCRYPTION_KEY: "c2NhbGUtb3V0LXRlc3Qta2V5LTAxMjM0NTY3ODlhYmM",
      APP_URL: proxy.url,
      NEXTAUTH_URL: proxy.url,
      TRUSTED_PROXY_COUNT: "1",
      SMTP_URL: smtp.url,
      NEXT_TELEMETRY_DISABLED: "1",
    };
    // one after the other: the first applies any pending migrations before the second looks
    for (const [index, port] of ports.entries()) {
      const { child, log } = startProcess([path.join(root, "scripts/run.mjs"), "start"], {
        ...shared,
        PORT: String(port),
        EHS_DATA_DIR: path.join(workDir, `instance-${index}`),
      });
      instances.push(child);
      logs.push(log);
      await waitUntilServing(`http://127.0.0.1:${port}`, child, log, 120_000);
    }
  });

  test.afterAll(async () => {
    await Promise.all(instances.map(stopProcess));
    instances = [];
    logs = [];
    await proxy?.stop();
    await smtp?.close();
    await s3?.stop();
    await stopProcess(database);
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test("a session opened on one instance holds on the other", async () => {
    const context = await request.newContext({ baseURL: proxy!.url });
    await context.get("/");
    const signedIn = await context.post("/api/v1/authentications", {
      form: { username: "editor@demo.example", password: PASSWORD },
      headers: { "x-xsrf-token": await antiForgeryToken(context) },
    });
    expect(signedIn.status()).toBe(200);
    const profiles = [await context.get("/api/v1/user"), await context.get("/api/v1/user")];
    for (const profile of profiles) {
      expect(profile.status()).toBe(200);
      expect((await profile.json()).email).toBe("editor@demo.example");
    }
    expect(new Set([servedBy(signedIn), ...profiles.map(servedBy)])).toEqual(new Set([0, 1]));
    await context.dispose();
  });

  test("the browser stays signed in while its requests alternate between the instances", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: proxy!.url });
    const page = await context.newPage();
    const from = proxy!.served.length;
    await new SignInPage(page).signInAs("manager@demo.example");
    const dashboardsServedBy = () =>
      new Set(
        proxy!.served
          .slice(from)
          .filter((entry) => entry.path.startsWith("/dashboard"))
          .map((entry) => entry.instance),
      );
    // a page load makes several requests, so which instance serves the page itself varies
    for (let reload = 0; reload < 6 && dashboardsServedBy().size < 2; reload++) {
      await page.reload();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(dashboardsServedBy()).toEqual(new Set([0, 1]));
    await context.close();
  });

  test("a file uploaded through one instance downloads whole from the other", async () => {
    const context = await request.newContext({ baseURL: proxy!.url });
    await context.get("/");
    const signedIn = await context.post("/api/v1/authentications", {
      form: { username: "editor@demo.example", password: PASSWORD },
      headers: { "x-xsrf-token": await antiForgeryToken(context) },
    });
    const holding = (await signedIn.json()).content[0].id as string;
    const xsrf = await antiForgeryToken(context);
    const content = Buffer.concat([
      Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n", "latin1"),
      Buffer.alloc(3 * 1024 * 1024, 0x20),
      Buffer.from("\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1"),
    ]);
    const keysBefore = await s3!.keys();

    const uploaded = await context.post(`/api/v1/organizations/${holding}/files`, {
      multipart: { file: { name: "inspection.pdf", mimeType: "application/pdf", buffer: content } },
      headers: { "x-xsrf-token": xsrf },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const file = await uploaded.json();
    expect((await s3!.keys()).length).toBe(keysBefore.length + 1);

    const download = await context.get(`/api/v1/organizations/${holding}/files/${file.id}/raw`);
    expect(download.status()).toBe(200);
    expect(servedBy(download)).not.toBe(servedBy(uploaded));
    expect((await download.body()).equals(content)).toBe(true);
    await context.dispose();
  });

  test("each queued mail is sent once, by one of the instances that both work the queue", async () => {
    await expect
      .poll(() => logs.map((log) => log().includes("[jobs] worker started")), { timeout: 30_000 })
      .toEqual([true, true]);
    const context = await request.newContext({ baseURL: proxy!.url });
    await context.get("/");
    const xsrf = await antiForgeryToken(context);
    const accounts = ["editor", "reader", "manager", "admin"].map((name) => `${name}@demo.example`);
    const requested: APIResponse[] = [];
    for (const email of accounts) {
      requested.push(
        await context.post("/api/v1/user/password-reset", { data: { email }, headers: { "x-xsrf-token": xsrf } }),
      );
    }
    expect(requested.map((answer) => answer.status())).toEqual([204, 204, 204, 204]);
    expect(new Set(requested.map(servedBy))).toEqual(new Set([0, 1]));

    for (const email of accounts) await smtp!.mailTo(email, 30_000);
    // a job taken twice sends while it runs: once none waits or runs, every sending has shown
    await expect.poll(() => unfinishedJobs(databaseUrl, "mail.password-reset"), { timeout: 30_000 }).toBe(0);
    expect(smtp!.received.map((mail) => mail.to.join()).sort()).toEqual([...accounts].sort());
    await context.dispose();
  });

  // last: the failures also fill the proxy address's bucket, which would refuse later sign-ins
  test("the sign-in rate limit counts failures on both instances together", async () => {
    const context = await request.newContext({ baseURL: proxy!.url });
    await context.get("/");
    const xsrf = await antiForgeryToken(context);
    const attempt = () =>
      context.post("/api/v1/authentications", {
        form: { username: "reader@demo.example", password: "not the password" },
        headers: { "x-xsrf-token": xsrf },
      });
    const failures: APIResponse[] = [];
    for (let index = 0; index < 10; index++) failures.push(await attempt());
    expect(failures.map((answer) => answer.status())).toEqual(Array(10).fill(401));
    expect(new Set(failures.map(servedBy))).toEqual(new Set([0, 1]));

    const limited = [await attempt(), await attempt()];
    expect(limited.map((answer) => answer.status())).toEqual([429, 429]);
    expect(new Set(limited.map(servedBy))).toEqual(new Set([0, 1]));
    await context.dispose();
  });
});
