// What the in-process benchmarks share: their command-line options, a throw-away migrated
// database, an organization context without a session, and the p50 / p95 timer.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../scripts/lib/embedded-postgres.mjs";
import { applyMigrations } from "../scripts/lib/migrate.mjs";

/** The value after `--<name>` on the command line. */
export const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};

/** Runs `work` on a fresh embedded PostgreSQL with the migrations applied, removed afterwards. */
export async function withThrowawayDatabase(name: string, work: (url: string) => Promise<void>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `ehs-bench-${name}-`));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when started as root
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), password: "bench" });
  try {
    const url = server.url("postgres");
    await applyMigrations(url);
    await work(url);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A reader of the organization, as the data functions take it (no session behind it). */
export const benchContext = (organizationId: string, userId = "bench") =>
  ({
    organizationId,
    holdingId: organizationId,
    featureAccess: "FULL",
    user: { id: userId, email: "", name: "", language: "en", systemScopes: [], sessionId: "" },
    grants: { org: new Set(["READ"]), system: [] },
  }) as never;

/** A timer that runs a call once to warm up, then `runs` times, and prints its p50 and p95 (answers the p50). */
export function timer(runs: number, labelWidth = 58) {
  return async function time(label: string, run: () => Promise<unknown>): Promise<number> {
    await run();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await run();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(1);
    console.log(`${label.padEnd(labelWidth)} p50 ${pick(0.5).padStart(7)} ms   p95 ${pick(0.95).padStart(7)} ms`);
    return Number(pick(0.5));
  };
}
