// npm test: a production build, the unit, API and process tests (jest), the timing tests (jest, alone,
// so that no other test file shares the two cores while they measure), then the e2e tests (Playwright).
// Ends with one line "N passed, N failed" over all tiers and a non-zero exit on any failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, ".data/test-results");
fs.mkdirSync(results, { recursive: true });
const env = { ...process.env, TZ: "America/Sao_Paulo", NEXT_TELEMETRY_DISABLED: "1" };
const run = (args, extraEnv = {}) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } }).status;
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

let passed = 0;
let failed = 0;

// first, since the process tests start the built app server too
console.log("[test] building the app for the process and e2e tests");
const built = run([path.join(root, "node_modules/next/dist/bin/next"), "build"], { NODE_ENV: "production" }) === 0;

/** One jest run over the projects named; its tally is added to the totals. */
function runJest(name, projects, extra = []) {
  const file = path.join(results, `${name}.json`);
  fs.rmSync(file, { force: true });
  const jestBin = path.join(root, "node_modules/jest/bin/jest.js");
  const status = run([jestBin, "--selectProjects", ...projects, ...extra, "--json", `--outputFile=${file}`]);
  const jest = readJson(file);
  passed += jest?.numPassedTests ?? 0;
  failed += jest ? jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) : 1;
  if (status !== 0 && jest && jest.numFailedTests === 0 && !jest.numRuntimeErrorTestSuites) failed += 1;
}

// two workers on this two-core machine: jest's default (cores - 1) runs one file at a time, while an
// API test file spends much of its time waiting on its own database
runJest("jest", ["unit", "api", "process"], ["--maxWorkers=2"]);
if (built) runJest("timing", ["timing"], ["--runInBand"]);

if (!built) {
  failed += 1;
} else {
  const e2eFile = path.join(results, "e2e.json");
  fs.rmSync(e2eFile, { force: true });
  const e2eStatus = run([path.join(root, "node_modules/@playwright/test/cli.js"), "test"]);
  const stats = readJson(e2eFile)?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats ? stats.unexpected : 1;
  if (e2eStatus !== 0 && stats && stats.unexpected === 0) failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
