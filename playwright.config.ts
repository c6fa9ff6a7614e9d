import fs from "node:fs";
import { defineConfig } from "@playwright/test";
import { e2eServers } from "./tests/support/e2e-servers.mjs";
import type { ServerOptions } from "./tests/e2e/test";

/** Debian's Chromium by default (Playwright cannot download browsers here); override with CHROMIUM_PATH. */
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const [first, second] = e2eServers;
const on = (server: (typeof e2eServers)[number]) => ({ baseURL: server.url, serverLog: server.log });

// Two workers on two cores. The walk of every screen (accessibility.spec.ts) runs beside the flows,
// which run one after another on the same server: it mostly reads, and it keeps the CPU busy while
// the flows wait on the server and the browser. When the walk is done its worker takes the flows of
// the second server: Playwright hands a free worker the first file in the order of the projects
// whose project has a worker to spare, so `flows` keeps one worker and `second-flows` gets the
// other. Its specs are about half of what the flows have left when the walk is done, which ends
// both at about the same time.
// Tests of one file run in order.
const WALK = /platform\/accessibility\.spec\.ts$/;
const SECOND = /\/(platform\/[^/]+|chemicals\/my-chemicals)\.spec\.ts$/;

export default defineConfig<object, ServerOptions>({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: "walk", testMatch: WALK, workers: 1, use: on(first) },
    { name: "flows", testIgnore: [WALK, SECOND], workers: 1, use: on(first) },
    { name: "second-flows", testMatch: SECOND, testIgnore: WALK, workers: 1, use: on(second) },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".data/test-results/e2e.json" }]],
  use: {
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
  webServer: e2eServers.map((server) => ({
    command: "node scripts/e2e-server.mjs",
    url: `${server.url}/`,
    // npm test starts them ahead, beside the process tests (scripts/test-all.mjs); otherwise each
    // run starts its own on new databases
    reuseExistingServer: !!process.env.E2E_SERVER_STARTED,
    timeout: 240_000,
    env: { PORT: String(server.port), E2E_SERVER_LOG: server.log },
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
