// Killing the whole app (Node, Next and PostgreSQL, with SIGKILL) right after a write was
// acknowledged loses nothing: the next start recovers the database with the write in it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request, test } from "../test";

const PORT = 3110;
const BASE = `http://localhost:${PORT}`;
const root = path.join(__dirname, "../../..");

function startApp(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, "scripts/run.mjs"), "start"], {
    cwd: root,
    detached: true, // its own process group, so one kill reaches Next and PostgreSQL too
    env: { ...process.env, EHS_DATA_DIR: dataDir, PORT: String(PORT), DATABASE_URL: "", NEXTAUTH_SECRET: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // a start that hangs must not leave its server holding the port for the next run
      process.kill(-child.pid!, "SIGKILL");
      reject(new Error("the app did not start"));
    }, 120_000);
    child.stdout!.on("data", (chunk) => {
      if (String(chunk).includes("[ehs] Ready on")) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on("exit", (code) => reject(new Error(`the app exited with ${code}: ${output}`)));
  });
}

async function signedIn() {
  const context = await request.newContext({ baseURL: BASE });
  await context.get("/");
  const xsrf = (await context.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
  const answer = await context.post("/api/v1/authentications", {
    form: { username: "manager@demo.example", password: "Demo-password-1" },
    headers: { "x-xsrf-token": xsrf },
  });
  expect(answer.status()).toBe(200);
  const holding = (await answer.json()).content[0].id as string;
  // signing in issues a fresh anti-forgery token
  const renewed = (await context.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
  return { context, xsrf: renewed, holding };
}

test("an acknowledged write survives killing the app and its database", async () => {
  test.setTimeout(300_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-durability-"));
  fs.chmodSync(dataDir, 0o755);
  let app = await startApp(dataDir);
  try {
    const first = await signedIn();
    const created = await first.context.post(`/api/v1/organizations/${first.holding}/departments`, {
      data: { name: "Written before the crash" },
      headers: { "x-xsrf-token": first.xsrf },
    });
    expect(created.status()).toBe(201);
    await first.context.dispose();

    process.kill(-app.pid!, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 1000));

    app = await startApp(dataDir);
    const second = await signedIn();
    const departments = await (await second.context.get(`/api/v1/organizations/${second.holding}/departments`)).json();
    expect(departments.map((department: { name: string }) => department.name)).toContain("Written before the crash");
    await second.context.dispose();
  } finally {
    try {
      process.kill(-app.pid!, "SIGINT");
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
