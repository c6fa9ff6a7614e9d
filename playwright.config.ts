import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** Debian's Chromium by default (Playwright cannot download browsers here); override with CHROMIUM_PATH. */
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
export const serverLog = process.env.E2E_SERVER_LOG ?? path.join(os.tmpdir(), `ehs-e2e-server-${port}.log`);
process.env.E2E_SERVER_LOG = serverLog;

// The walk of every screen (accessibility.spec.ts) runs beside the other specs, which run one after
// another: it mostly reads, and it keeps the CPU busy while the others wait on the server and the
// browser. Tests of one file run in order.
const WALK = /platform\/accessibility\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: "walk", testMatch: WALK, workers: 1 },
    { name: "flows", testIgnore: WALK, workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".data/test-results/e2e.json" }]],
  use: {
    baseURL,
    // a trace records every step's page and screenshots (a quarter of the run's time); nobody can
    // open one left on a CI machine, whose printed output is all that is kept
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/`,
    // npm test starts it ahead, beside the process tests (scripts/test-all.mjs); otherwise each run
    // starts its own on a new database
    reuseExistingServer: !!process.env.E2E_SERVER_STARTED,
    timeout: 240_000,
    env: { PORT: String(port), E2E_SERVER_LOG: serverLog },
    stdout: "ignore",
    stderr: "pipe",
  },
});
