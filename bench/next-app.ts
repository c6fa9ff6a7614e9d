// The app as the benchmarks run it: a production build in a folder of its own, served by the app
// server (scripts/server.mjs, which stamps each client's address from its socket, so rate limits
// see real clients) in a process group of its own, and the resident memory of its process tree.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const projectDir = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(projectDir, "node_modules/next/dist/bin/next");

/**
 * The app server's environment for a benchmark: production, on `databaseUrl`, on a loopback port
 * over plain HTTP, with secrets made for benchmarks only and its files in `dataDir`.
 */
export const benchAppEnv = (
  databaseUrl: string,
  port: number,
  dataDir: string,
  distDir: string,
): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  NEXTAUTH_SECRET: "bench-only-secret-0123456789abcdef",
  ENCRYPTION_KEY: "YmVuY2gtb25seS1rZXktMDEyMzQ1Njc4OWFiY2RlZmc",
  NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  COOKIE_SECURE: "false",
  EHS_DATA_DIR: dataDir,
  EHS_NEXT_DIST_DIR: distDir,
});

/** Files `next build` rewrites (tsconfig.json's include, next-env.d.ts's route types). */
const rewritten = ["tsconfig.json", "next-env.d.ts"].map((name) => path.join(projectDir, name));

/**
 * Builds into `env.EHS_NEXT_DIST_DIR`. `extra` lists folders copied into the app for the build
 * only (a benchmark's floor route) and removed again; the product's files stay as they were.
 */
export function buildApp(env: NodeJS.ProcessEnv, extra: { from: string; to: string }[] = []) {
  const saved = rewritten.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : null));
  for (const { from, to } of extra) fs.cpSync(from, to, { recursive: true });
  try {
    console.log(`[bench] building into ${env.EHS_NEXT_DIST_DIR}`);
    const result = spawnSync(process.execPath, [nextBin, "build"], { cwd: projectDir, env, stdio: "inherit" });
    if (result.status !== 0) throw new Error("next build failed");
  } finally {
    for (const { to } of extra) fs.rmSync(to, { recursive: true, force: true });
    rewritten.forEach((file, index) => {
      const before = saved[index];
      if (before === null) fs.rmSync(file, { force: true });
      else if (!fs.readFileSync(file).equals(before)) fs.writeFileSync(file, before);
    });
  }
}

/**
 * Starts the app server on `port` and resolves once it answers. `nodeArgs` go on its command line,
 * for the flags NODE_OPTIONS refuses (such as --cpu-prof).
 */
export async function startApp(
  env: NodeJS.ProcessEnv,
  port: number,
  { output = "inherit", nodeArgs = [] }: { output?: "inherit" | "ignore"; nodeArgs?: string[] } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, path.join(projectDir, "scripts/server.mjs")], {
    cwd: projectDir,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", output, "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { redirect: "manual" });
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await stopApp(child);
  throw new Error("the app server did not answer within 60 s");
}

/** Stops the app server and everything it started (its process group). */
export async function stopApp(server: ChildProcess) {
  if (server.exitCode !== null || !server.pid) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** A process and all its descendants. */
export function processTree(pid: number): number[] {
  const found: number[] = [];
  const pending = [pid];
  while (pending.length) {
    const id = pending.pop()!;
    found.push(id);
    try {
      const list = fs.readFileSync(`/proc/${id}/task/${id}/children`, "utf8").trim();
      if (list) pending.push(...list.split(/\s+/).map(Number));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

export const readProc = (file: string) => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

/** Resident memory of a process and all its descendants, in MB. */
export function treeRss(pid: number): number {
  const kb = processTree(pid).reduce(
    (sum, id) => sum + Number(/VmRSS:\s+(\d+)/.exec(readProc(`/proc/${id}/status`))?.[1] ?? 0),
    0,
  );
  return kb / 1024;
}
