// `npm run worker` as deployments run it: a process of its own that works the queue of the app's
// database, sends a queued mail through SMTP, and stops cleanly on SIGTERM.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { Client } from "pg";
import PgBoss from "pg-boss";
import { startSmtpServer } from "../support/smtp";

const adminUrl = process.env.EHS_TEST_ADMIN_URL!;
const template = process.env.EHS_TEST_TEMPLATE!;
const database = `ehs_worker_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const projectDir = path.join(__dirname, "../..");

async function admin(sql: string) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: ChildProcess | undefined;
let output = "";

beforeAll(async () => {
  await admin(`CREATE DATABASE ${database} TEMPLATE ${template}`);
  smtp = await startSmtpServer();
});

afterAll(async () => {
  if (worker && worker.exitCode === null) worker.kill("SIGKILL");
  await smtp.close();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

async function until(condition: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("works the queue on its own, sends the mail, and stops on SIGTERM", async () => {
  worker = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", path.join(projectDir, "scripts/worker.ts")],
    {
      cwd: projectDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  worker.stdout!.on("data", (chunk) => (output += chunk));
  worker.stderr!.on("data", (chunk) => (output += chunk));
  await until(() => output.includes("[worker] working"), "the worker to start");
  expect(output).toContain("mail.password-reset");

  // another process (an app instance) queues a job in the shared database
  const producer = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
  await producer.start();
  await producer.send("mail.password-reset", { email: "reader@demo.example", baseUrl: "https://ehs.example.test" });
  await producer.stop({ graceful: false, close: true });

  const mail = await smtp.mailTo("reader@demo.example", 30_000);
  expect(mail.subject).toBe("Reset your password");
  expect(mail.text).toMatch(/https:\/\/ehs\.example\.test\/reset-password\?token=/);

  const exited = new Promise<number | null>((resolve) => worker!.once("exit", resolve));
  worker.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(output).toContain("[worker] stopping");
}, 120_000);
