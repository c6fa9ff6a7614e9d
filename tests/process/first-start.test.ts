// `npm start` as a newcomer meets it: the first start loads the demo data and then prints the demo
// accounts with their password, a later start does not; no telemetry notice or build warning;
// Ctrl-C (SIGINT to the whole process group, as a terminal sends it) stops everything cleanly.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, freePort } from "../support/app-server";

const root = path.join(__dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-first-start-"));
fs.chmodSync(dataDir, 0o755);

/** `node scripts/run.mjs start` in its own process group; resolves once `until` shows up in its output. */
async function start(until: RegExp) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "scripts/run.mjs"), "start"], {
    cwd: root,
    detached: true,
    env: { ...process.env, EHS_DATA_DIR: dataDir, DATABASE_URL: "", NEXTAUTH_SECRET: "", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (until.test(output)) {
        clearInterval(timer);
        resolve();
      }
    }, 200);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`npm start ended early:\n${output}`));
    });
  });
  // what Ctrl-C in a terminal does: SIGINT to every process of the foreground group
  const ctrlC = async () => {
    const before = output.length;
    process.kill(-child.pid!, "SIGINT");
    const code = await exited;
    return { code, after: output.slice(before) };
  };
  return { output: () => output, ctrlC };
}

const postmasterAlive = () => {
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  if (!fs.existsSync(pidFile)) return false;
  try {
    process.kill(Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]), 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(() => ensureBuild(), 25 * 60 * 1000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it("prints the demo accounts after the first seed, stays quiet about telemetry, and stops cleanly on Ctrl-C", async () => {
  const first = await start(/other@demo\.example/);
  const output = first.output();
  expect(output).toContain("The database is empty: loading demo data");
  expect(output).toContain("password Demo-password-1");
  for (const account of ["admin", "manager", "editor", "reader", "limited", "other"]) {
    expect(output).toMatch(new RegExp(`\\[ehs\\]\\s+${account}@demo\\.example`));
  }
  expect(output).not.toMatch(/telemetry/i);
  expect(output).not.toMatch(/tracing of the whole project/i);

  const { code, after } = await first.ctrlC();
  expect(code).toBe(0);
  expect(after).not.toMatch(/error|exception|ELIFECYCLE|\n\s+at /i);
  expect(postmasterAlive()).toBe(false);
}, 240_000);

it("does not load or print the demo data again on a later start", async () => {
  const again = await start(/\[ehs\] Ready on/);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(again.output()).not.toContain("loading demo data");
  expect(again.output()).not.toContain("Demo-password-1");
  expect((await again.ctrlC()).code).toBe(0);
  expect(postmasterAlive()).toBe(false);
}, 120_000);
