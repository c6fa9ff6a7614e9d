// Killing the whole app (Node, Next and PostgreSQL, with SIGKILL) right after a write was
// acknowledged loses nothing: the next start recovers the database with the write in it.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, freePort, sessionHeaders, signInRequest } from "../support/app-server";

const root = path.join(__dirname, "../..");

/** `npm start` on the data folder: the embedded PostgreSQL and the app, in a process group of their own. */
function startApp(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, "scripts/run.mjs"), "start"], {
    cwd: root,
    detached: true, // its own process group, so one kill reaches Next and PostgreSQL too
    env: { ...process.env, EHS_DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: "", NEXTAUTH_SECRET: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // a start that hangs must not leave its server holding the port
      process.kill(-child.pid!, "SIGKILL");
      reject(new Error(`the app did not start: ${output}`));
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

/** Resolves once every process of the group (the app and its PostgreSQL) has gone, polling for 30 s at most. */
async function groupEnded(child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      return; // ESRCH: no process is left in the group
    }
    if (Date.now() > deadline) throw new Error("the app's processes did not end");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signedIn(port: number) {
  const answer = await signInRequest(port, "manager@demo.example", "Demo-password-1", "127.0.0.1");
  expect(answer.status).toBe(200);
  return { headers: sessionHeaders(answer), holding: JSON.parse(answer.body).content[0].id as string };
}

it("an acknowledged write survives killing the app and its database", async () => {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-durability-"));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  let app = await startApp(dataDir, port);
  try {
    const first = await signedIn(port);
    const departments = `http://127.0.0.1:${port}/api/v1/organizations/${first.holding}/departments`;
    const created = await fetch(departments, {
      method: "POST",
      headers: { ...first.headers, "content-type": "application/json" },
      body: JSON.stringify({ name: "Written before the crash" }),
    });
    expect(created.status).toBe(201);

    process.kill(-app.pid!, "SIGKILL");
    await groupEnded(app);

    app = await startApp(dataDir, port);
    const second = await signedIn(port);
    const list = await fetch(departments.replace(first.holding, second.holding), { headers: second.headers });
    const names = ((await list.json()) as { name: string }[]).map((department) => department.name);
    expect(names).toContain("Written before the crash");
  } finally {
    try {
      process.kill(-app.pid!, "SIGINT");
    } catch {
      // already gone
    }
    await groupEnded(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 300_000);
