// Memory of an export: the members list as XLSX (and CSV) through the app server, 1,000 rows against
// 100,000, each in a freshly started app whose resident memory is sampled every 50 ms:
//   npm run bench:export [-- --members 100000 --small 1000 --dist <built .next dir> --reuse <dir>
//                            --node-options "--max-old-space-size=160"]
// It starts a throw-away embedded PostgreSQL with the demo data and two generated holdings the demo
// manager manages, builds the app into .next/bench-export (or serves a build given with --dist),
// and streams each export to nowhere, as fast as the client can read it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { findFreePort, startEmbeddedPostgres } from "../scripts/lib/embedded-postgres.mjs";
import { applyMigrations } from "../scripts/lib/migrate.mjs";
import { analyze, createHolding, fillMembers } from "./data";
import { benchAppEnv, buildApp, projectDir, startApp, stopApp, treeRss } from "./next-app";
import { signInCookie } from "./sign-in.mjs";

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const MEMBERS = Number(arg("members") ?? 100_000);
const SMALL = Number(arg("small") ?? 1_000);
const log = (message: string) => console.log(`[bench] ${message}`);

async function fill(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const holdings: Record<string, string> = {};
    for (const [label, count] of [
      ["small", SMALL],
      ["large", MEMBERS],
    ] as const) {
      const id = await createHolding(client, `Bench export ${label}`);
      // the demo data's first work area, role and members are not in these holdings: exactly `count` rows
      await fillMembers(client, id, count, `export-${label}`);
      await client.query(
        `INSERT INTO "Membership" (id, "userId", "organizationId", scopes, status)
           SELECT gen_random_uuid(), id, $1, '{MANAGE}', 'ACTIVE' FROM "User" WHERE email = 'manager@demo.example'`,
        [id],
      );
      holdings[label] = id;
    }
    await analyze(client);
    log(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return holdings as { small: string; large: string };
  } finally {
    await client.end();
  }
}

type Measured = { label: string; rows: number; idle: number; peak: number; seconds: number; bytes: number };

/** One export in a fresh server: RSS after start-up and a warm-up export, and the peak during it. */
async function measure(env: NodeJS.ProcessEnv, port: number, label: string, org: string, format: string) {
  const server = await startApp(env, port, { output: "ignore" });
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signInCookie(base);
    const url = (query: string) => `${base}/api/v1/organizations/${org}/members?${query}`;
    // a warm-up: the export's code is loaded and compiled before the measurement
    const warm = await fetch(url(`format=${format}&q=nobody-matches`), { headers: { cookie } });
    await warm.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = treeRss(server.pid!);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(server.pid!))), 50);
    const started = performance.now();
    const response = await fetch(url(`format=${format}&sort=name,asc`), { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${label}: the export answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body!) {
      bytes += chunk.length;
      if (format === "csv") for (const byte of chunk) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, treeRss(server.pid!));
    const rows = format === "csv" ? lines - 1 : NaN;
    const measured: Measured = { label, rows, idle, peak, seconds, bytes };
    log(
      `${label.padEnd(24)} ${(bytes / 1024 / 1024).toFixed(1).padStart(6)} MB in ${seconds.toFixed(1).padStart(5)} s | ` +
        `app RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB)` +
        (format === "csv" ? ` | ${rows} rows` : ""),
    );
    return measured;
  } finally {
    await stopApp(server);
  }
}

async function main() {
  const reuse = arg("reuse");
  const dir = reuse ? path.resolve(reuse) : fs.mkdtempSync(path.join(os.tmpdir(), "ehs-bench-export-"));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755); // PostgreSQL runs as its own user when started as root
  const database = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), password: "bench" });
  const stop = () => database.stop();
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => void stop().finally(() => process.exit(130)));
  try {
    const url = database.url("postgres");
    const filledFile = path.join(dir, "filled.json");
    let holdings: { small: string; large: string };
    if (reuse && fs.existsSync(filledFile)) holdings = JSON.parse(fs.readFileSync(filledFile, "utf8"));
    else {
      await applyMigrations(url);
      const seeded = spawnSync(
        process.execPath,
        [path.join(projectDir, "node_modules/tsx/dist/cli.mjs"), path.join(projectDir, "prisma/seed/index.ts")],
        {
          cwd: projectDir,
          env: { ...process.env, DATABASE_URL: url, EHS_SEED_IDENTITY_ONLY: "true" },
          stdio: "inherit",
        },
      );
      if (seeded.status !== 0) throw new Error("seeding the demo accounts failed");
      holdings = await fill(url);
      if (reuse) fs.writeFileSync(filledFile, JSON.stringify(holdings));
    }
    const port = await findFreePort();
    const given = arg("dist");
    const env: NodeJS.ProcessEnv = {
      ...benchAppEnv(url, port, path.join(dir, "data"), given ?? ".next/bench-export"),
      // --node-options passes flags to the app server only, e.g. a heap limit that an export must fit in
      NODE_OPTIONS: arg("node-options") ?? process.env.NODE_OPTIONS,
    };
    if (!given) buildApp(env);
    const results = [
      await measure(env, port, `XLSX, ${SMALL} rows`, holdings.small, "xlsx"),
      await measure(env, port, `XLSX, ${MEMBERS} rows`, holdings.large, "xlsx"),
      await measure(env, port, `CSV, ${SMALL} rows`, holdings.small, "csv"),
      await measure(env, port, `CSV, ${MEMBERS} rows`, holdings.large, "csv"),
    ];
    const growth = (result: Measured) => result.peak - result.idle;
    const [smallXlsx, largeXlsx] = results;
    console.log(
      [
        "",
        `| export | size | time | app RSS idle | app RSS peak | growth |`,
        `| --- | --- | --- | --- | --- | --- |`,
        ...results.map(
          (result) =>
            `| ${result.label} | ${(result.bytes / 1024 / 1024).toFixed(1)} MB | ${result.seconds.toFixed(1)} s | ` +
            `${result.idle.toFixed(0)} MB | ${result.peak.toFixed(0)} MB | ${growth(result).toFixed(0)} MB |`,
        ),
        "",
        `XLSX peak RSS, ${MEMBERS} rows against ${SMALL}: ${(largeXlsx.peak / smallXlsx.peak).toFixed(2)}× ` +
          `(${largeXlsx.peak.toFixed(0)} MB / ${smallXlsx.peak.toFixed(0)} MB)`,
      ].join("\n"),
    );
  } finally {
    await stop();
    if (!reuse) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
