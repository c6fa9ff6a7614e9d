// npm test: a production build, the unit, API and process tests (jest), the timing tests (jest, alone,
// so that no other test file shares the two cores while they measure), then the e2e tests (Playwright).
// Ends with one line "N passed, N failed" over all tiers and a non-zero exit on any failure.
//
// What needs no build runs beside it: the unit and API tests while the app builds (the build leaves
// a core idle for much of its time), and the e2e tests' two servers start on their new databases
// while the process tests run. The timing tests and the e2e tests then run with nothing else on the
// machine but those servers, idle until Playwright uses them.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { e2eServers } from "../tests/support/e2e-servers.mjs";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, ".data/test-results");
fs.mkdirSync(results, { recursive: true });
const env = { ...process.env, TZ: "America/Sao_Paulo", NEXT_TELEMETRY_DISABLED: "1" };
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

/** Runs a Node script to its end; `quiet` keeps its output until then, so that two at once do not interleave. */
function run(args, { extraEnv = {}, quiet = false } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...env, ...extraEnv },
  });
  const output = [];
  if (quiet) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve(code);
    }),
  );
}

let passed = 0;
let failed = 0;

/** One jest run over the projects named; its tally is added to the totals. */
async function runJest(name, projects, extra = []) {
  const file = path.join(results, `${name}.json`);
  fs.rmSync(file, { force: true });
  const jestBin = path.join(root, "node_modules/jest/bin/jest.js");
  const status = await run([jestBin, "--selectProjects", ...projects, ...extra, "--json", `--outputFile=${file}`]);
  const jest = readJson(file);
  passed += jest?.numPassedTests ?? 0;
  failed += jest ? jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) : 1;
  if (status !== 0 && jest && jest.numFailedTests === 0 && !jest.numRuntimeErrorTestSuites) failed += 1;
}

/** An e2e server, started ahead; resolves once it answers (null if it never does). */
async function startE2eServer({ port, url, log }) {
  const child = spawn(process.execPath, [path.join(root, "scripts/e2e-server.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...env, PORT: String(port), E2E_SERVER_LOG: log },
  });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      await fetch(`${url}/`, { redirect: "manual" });
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  child.kill("SIGINT");
  return null;
}

console.log("[test] building the app (for the process and e2e tests), beside the unit and API tests");
// two workers on this two-core machine: jest's default (cores - 1) runs one file at a time, while an
// API test file spends much of its time waiting on its own database
const [buildStatus] = await Promise.all([
  run([path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    extraEnv: { NODE_ENV: "production" },
    quiet: true,
  }),
  runJest("jest", ["unit", "api"], ["--maxWorkers=2"]),
]);
const built = buildStatus === 0;
if (!built) failed += 1;

if (built) {
  console.log("[test] the process tests, while the e2e tests' servers start");
  const [servers] = await Promise.all([
    Promise.all(e2eServers.map(startE2eServer)),
    runJest("process", ["process"], ["--maxWorkers=2"]),
  ]);
  await runJest("timing", ["timing"], ["--runInBand"]);

  const e2eFile = path.join(results, "e2e.json");
  fs.rmSync(e2eFile, { force: true });
  const started = servers.every(Boolean);
  // Playwright starts them itself when one did not answer in time
  if (!started) for (const server of servers) server?.kill("SIGINT");
  const e2eStatus = await run([path.join(root, "node_modules/@playwright/test/cli.js"), "test"], {
    extraEnv: started ? { E2E_SERVER_STARTED: "1" } : {},
  });
  for (const server of servers) server?.kill("SIGINT");
  const stats = readJson(e2eFile)?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats ? stats.unexpected : 1;
  if (e2eStatus !== 0 && stats && stats.unexpected === 0) failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
