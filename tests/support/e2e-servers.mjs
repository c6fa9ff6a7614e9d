// The e2e tests' two app servers, each on a brand-new database of its own (scripts/e2e-server.mjs):
// the first serves the walk of every screen and most flows, the second the flows that run once the
// walk is done (playwright.config.ts). Specs change the demo's shared records and accounts (a
// person's language, the holding's name), so two flows never share a server at the same time.
// scripts/test-all.mjs starts both ahead; Playwright starts them otherwise.
import os from "node:os";
import path from "node:path";

const first = Number(process.env.E2E_PORT ?? 3100);

/** @type {{ port: number; url: string; log: string }[]} */
export const e2eServers = [first, first + 1].map((port) => ({
  port,
  url: `http://localhost:${port}`,
  log: path.join(os.tmpdir(), `ehs-e2e-server-${port}.log`),
}));
