// PostgreSQL goes away under load (an immediate shutdown, like `pg_ctl stop -m immediate`) and comes
// back: meanwhile the API answers 503 with Retry-After and the screens a page that says so; after
// the restart the app recovers by itself, and every write it acknowledged is still there.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import {
  ensureBuild,
  request,
  sessionHeaders,
  signInRequest,
  startAppServer,
  type AppServer,
} from "../support/app-server";

const root = path.join(__dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-outage-"));
fs.chmodSync(dataDir, 0o755);
const pgDir = path.join(dataDir, "pg");
let postgres: ChildProcess | undefined;
let port = 0;
let app: AppServer;
const url = (database = "postgres") => `postgresql://postgres:test-only@127.0.0.1:${port}/${database}`;

/** The embedded PostgreSQL in a helper process (tests/support/embedded-db-cli.mjs), on the same port each time. */
async function startPostgres() {
  const args = ["start-and-wait", pgDir, ...(port ? [String(port)] : [])];
  postgres = spawn(process.execPath, [path.join(root, "tests/support/embedded-db-cli.mjs"), ...args]);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    postgres!.stdout!.on("data", (chunk) => {
      output += chunk;
      const ready = /READY (\d+)/.exec(output);
      if (ready) {
        port = Number(ready[1]);
        resolve();
      }
    });
    postgres!.on("exit", () => reject(new Error(`PostgreSQL did not start: ${output}`)));
  });
}

/** SIGQUIT to the postmaster is PostgreSQL's immediate shutdown (`pg_ctl stop -m immediate`). */
async function stopImmediately() {
  const pid = Number(fs.readFileSync(path.join(pgDir, "postmaster.pid"), "utf8").split("\n")[0]);
  process.kill(pid, "SIGQUIT");
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      // the helper that started it has nothing left to do
      postgres?.kill("SIGKILL");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("PostgreSQL did not stop");
}

beforeAll(
  async () => {
    ensureBuild();
    await startPostgres();
    const admin = new Client({ connectionString: url() });
    await admin.connect();
    await admin.query("CREATE DATABASE ehs").finally(() => admin.end());
    const env = { ...process.env, DATABASE_URL: url("ehs"), EHS_SEED_IDENTITY_ONLY: "true" };
    execFileSync(process.execPath, [path.join(root, "scripts/db.mjs"), "migrate"], { env, stdio: "pipe" });
    execFileSync(process.execPath, [path.join(root, "scripts/db.mjs"), "seed"], { env, stdio: "pipe" });
    app = await startAppServer({
      DATABASE_URL: url("ehs"),
      EHS_DATA_DIR: dataDir,
    });
  },
  25 * 60 * 1000,
);

afterAll(async () => {
  await app?.stop();
  if (postgres && postgres.exitCode === null) {
    postgres.kill("SIGINT");
    await new Promise((resolve) => postgres!.once("exit", resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("answers 503 with Retry-After while PostgreSQL is down, recovers after, and loses no acknowledged write", async () => {
  const signedIn = await signInRequest(app.port, "manager@demo.example", "Demo-password-1", "127.0.0.1");
  expect(signedIn.status).toBe(200);
  const holding = JSON.parse(signedIn.body).content[0].id as string;
  const headers: Record<string, string> = { ...sessionHeaders(signedIn), "content-type": "application/json" };
  const rolesPath = `/api/v1/organizations/${holding}/roles`;

  // writers keep creating roles through the outage; a 201 is a promise that the role exists
  const acknowledged: string[] = [];
  const statuses = new Set<number>();
  let writing = true;
  const writer = async (n: number) => {
    for (let i = 0; writing; i++) {
      const name = `Role ${n}-${i}`;
      const answer = await request(app.port, {
        method: "POST",
        path: rolesPath,
        headers,
        body: JSON.stringify({ name }),
      }).catch(() => ({ status: 0 }));
      statuses.add(answer.status);
      if (answer.status === 201) acknowledged.push(name);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const writers = [writer(1), writer(2), writer(3)];
  try {
    await outageUnderLoad();
  } finally {
    writing = false;
    await Promise.all(writers);
  }
  // nothing but successes and 503s, never a 500 (the server log tells which error was not recognised)
  const unexpected = [...statuses].filter((status) => status !== 201 && status !== 503);
  if (unexpected.length) console.log(app.output());
  expect(unexpected).toEqual([]);
  expect(statuses.has(503)).toBe(true);
  const client = new Client({ connectionString: url("ehs") });
  await client.connect();
  const { rows } = await client.query<{ name: string }>(`SELECT name FROM "Role" WHERE "organizationId" = $1`, [
    holding,
  ]);
  await client.end();
  const stored = new Set(rows.map((row) => row.name));
  expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  const screen = await request(app.port, { path: "/dashboard", headers: { cookie: headers.cookie } });
  expect(screen.status).toBe(200);

  async function outageUnderLoad() {
    for (let i = 0; i < 300 && acknowledged.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(acknowledged.length).toBeGreaterThanOrEqual(3);

    await stopImmediately();
    const read = await request(app.port, { path: rolesPath, headers });
    expect(read.status).toBe(503);
    expect(read.headers["retry-after"]).toBe("5");
    expect(JSON.parse(read.body).error).toMatchObject({ code: "database_unavailable" });
    const write = await request(app.port, { method: "POST", path: rolesPath, headers, body: '{"name":"Down"}' });
    expect(write.status).toBe(503);
    const down = await request(app.port, { path: "/dashboard", headers: { cookie: headers.cookie } });
    expect(down.status).toBe(503);
    expect(down.headers["retry-after"]).toBe("5");
    expect(down.body).toContain("The database cannot be reached right now");
    await new Promise((resolve) => setTimeout(resolve, 3000));

    await startPostgres();
    let recovered = false;
    for (let i = 0; i < 60 && !recovered; i++) {
      recovered = (await request(app.port, { path: rolesPath, headers })).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(recovered).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}, 180_000);
