// Processes an end-to-end test starts for itself beside the shared e2e server: an embedded
// PostgreSQL with the demo data, and app instances on it. Each runs in its own process group, so
// stopping it reaches everything it started.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

const root = path.join(__dirname, "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Node running `args` from the project folder, with its output kept for error messages. */
export function startProcess(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  return { child, log: () => output };
}

export async function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid!, "SIGINT");
  } catch {
    return;
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** An embedded PostgreSQL in `dataDir`, migrated and with the demo data. */
export async function startDatabase(dataDir: string) {
  const { child, log } = startProcess(
    [path.join(root, "tests/support/embedded-db-cli.mjs"), "start-and-wait", dataDir],
    {},
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      const ready = /READY (\d+)/.exec(String(chunk));
      if (ready) resolve(Number(ready[1]));
    });
    child.once("exit", () => reject(new Error(`PostgreSQL did not start: ${log()}`)));
  });
  const url = `postgresql://postgres:test-only@127.0.0.1:${port}/postgres`;
  for (const command of [["migrate"], ["seed", "--force"]]) {
    const result = spawnSync(process.execPath, [path.join(root, "scripts/db.mjs"), ...command], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url },
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`db ${command[0]} failed: ${result.stdout}${result.stderr}`);
  }
  return { child, url };
}

/** Polls until the app at `baseUrl` answers at all (any status below 500). */
export async function waitUntilServing(baseUrl: string, child: ChildProcess, log: () => string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}:\n${log()}`);
    const status = await fetch(`${baseUrl}/`, { redirect: "manual" })
      .then((answer) => answer.status)
      .catch(() => 0);
    if (status && status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not start:\n${log()}`);
}
