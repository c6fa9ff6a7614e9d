// The member list over HTTP, against the app server, next to floors measured in the same run:
//   npm run bench:lists:http [-- --members 100000 --large 1000000 --duration 10 --connections 50 --repeats 3
//                              --reuse <dir> --node-options "<flags for the app server>"
//                              --node-args "<flags on its command line, e.g. --cpu-prof>" --only <keys>
//                              --quiet <cores>]
// It starts a throw-away embedded PostgreSQL with the demo data, adds `--members` members to the
// demo holding and a second holding with `--large` members, builds the app into .next/bench
// together with the floor route and page of bench/floor (copied into app/api/bench-floor/ for
// that build only and removed again), starts it and loads it with autocannon.
// Floors: bench/floor runs the member list's statements over plain `pg`, with no session, no
// permission check, no validation and no Prisma; the floor page renders those rows bare.
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { Client } from "pg";
import { findFreePort, startEmbeddedPostgres } from "../scripts/lib/embedded-postgres.mjs";
import { applyMigrations } from "../scripts/lib/migrate.mjs";
import { analyze, createHolding, fillMembers } from "./data";
import { benchAppEnv, buildApp, processTree, projectDir, readProc, startApp, stopApp, treeRss } from "./next-app";
import { signInCookie } from "./sign-in.mjs";

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const textArg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const MEMBERS = arg("members", 100_000);
const LARGE = arg("large", 1_000_000);
const DURATION = arg("duration", 10);
const CONNECTIONS = arg("connections", 50);
const REPEATS = arg("repeats", 3);
const WINDOW = 10_000;
const PAGE_SIZE = 20;
const LAST_PAGE = Math.ceil(WINDOW / PAGE_SIZE) - 1;

const distDir = ".next/bench";
// the floor route and page, copied into the app for the benchmark's build only
const floorRoute = { from: path.join(projectDir, "bench/floor"), to: path.join(projectDir, "app/api/bench-floor") };
const log = (message: string) => console.log(`[bench] ${message}`);

const TICKS = 100; // USER_HZ on Linux
/** CPU seconds used so far by a process tree (this benchmark, its PostgreSQL and its app server). */
function treeCpu(pid: number): number {
  // each process's own time and that of its children it has reaped (PostgreSQL's backends come and go)
  return processTree(pid).reduce((sum, id) => {
    const fields = readProc(`/proc/${id}/stat`).split(") ")[1]?.split(" ") ?? [];
    return sum + fields.slice(11, 15).reduce((own, value) => own + Number(value), 0) / TICKS;
  }, 0);
}

/** CPU seconds the whole machine has been busy so far. */
function machineBusy(): number {
  const [, user, nice, system, , , irq, softirq, steal] = readProc("/proc/stat").split("\n")[0].trim().split(/\s+/);
  return [user, nice, system, irq, softirq, steal].reduce((sum, value) => sum + Number(value), 0) / TICKS;
}

/**
 * Runs `work` and answers the CPU the rest of the machine used meanwhile, in cores: other
 * programs on the same two cores take their share from the app, its database and the load
 * generator, so a figure is only comparable when this stays near zero.
 */
async function withForeignLoad<T>(
  work: () => Promise<T>,
  watched: Record<string, number> = {},
): Promise<{ result: T; foreign: number; cpu: Record<string, number> }> {
  const started = performance.now();
  const read = () => Object.fromEntries(Object.entries(watched).map(([name, pid]) => [name, treeCpu(pid)]));
  const [busy, ours, before] = [machineBusy(), treeCpu(process.pid), read()];
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const after = read();
  const foreign = (machineBusy() - busy - (treeCpu(process.pid) - ours)) / seconds;
  const cpu = Object.fromEntries(Object.keys(watched).map((name) => [name, after[name] - before[name]]));
  return { result, foreign: Math.max(0, foreign), cpu };
}

/** The processes whose CPU a measurement splits: the app server and PostgreSQL. */
const watched: Record<string, number> = {};

// cores used by other programs: below QUIET a measurement starts; above DISTURBED it is repeated
const QUIET = Number(textArg("quiet") ?? 0.25);
const QUIET_WAIT_MS = 5 * 60_000;

/** Waits (up to 5 minutes) until the rest of the machine is quiet; answers the last reading. */
async function waitForQuiet(): Promise<number> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  let reported = false;
  for (;;) {
    const { foreign } = await withForeignLoad(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    if (foreign <= QUIET || Date.now() > deadline) return foreign;
    if (!reported) log(`other programs use ${foreign.toFixed(2)} cores; waiting for a quiet machine`);
    reported = true;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

// ─── load ───────────────────────────────────────────────────────────────────────────────────

type Measured = {
  label: string;
  path: string;
  c1: Result;
  cN: Result;
  rss: number;
  foreign: number;
  /** CPU milliseconds per request at c=N, of the app server and of PostgreSQL. */
  perRequest: { app: number; postgres: number };
};

async function load(base: string, target: string, cookie: string, connections: number, duration: number) {
  return autocannon({ url: base + target, connections, duration, headers: { cookie }, timeout: 30 });
}

const DISTURBED = QUIET + 0.1;

/** Runs `work` on a quiet machine; a run that others disturbed is repeated (up to 4 tries, the least disturbed kept). */
async function undisturbed<T>(work: () => Promise<T>) {
  let best: Awaited<ReturnType<typeof withForeignLoad<T>>> | undefined;
  for (let attempt = 0; attempt < 4; attempt++) {
    await waitForQuiet();
    const run = await withForeignLoad(work, watched);
    if (!best || run.foreign < best.foreign) best = run;
    if (run.foreign <= DISTURBED) break;
    log(`disturbed: other programs used ${run.foreign.toFixed(2)} cores; measuring again`);
  }
  return best!;
}

async function measure(base: string, label: string, target: string, cookie: string, pid: number): Promise<Measured> {
  const probe = await fetch(base + target, { headers: { cookie }, redirect: "manual" });
  if (probe.status !== 200) throw new Error(`${label}: ${target} answered ${probe.status}`);
  await load(base, target, cookie, CONNECTIONS, 2); // warm-up
  const first = await undisturbed(() => load(base, target, cookie, 1, Math.max(3, Math.round(DURATION / 2))));
  let rss = 0;
  const sampler = setInterval(() => (rss = Math.max(rss, treeRss(pid))), 250);
  // REPEATS runs under load; the one with the median throughput stands for the measurement
  const runs = [];
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    runs.push(await undisturbed(() => load(base, target, cookie, CONNECTIONS, DURATION)));
  }
  clearInterval(sampler);
  runs.sort((a, b) => a.result.requests.average - b.result.requests.average);
  const loaded = runs[Math.floor(runs.length / 2)];
  const [c1, cN] = [first.result, loaded.result];
  const foreign = Math.max(first.foreign, loaded.foreign);
  for (const [name, result] of [
    ["c=1", c1],
    [`c=${CONNECTIONS}`, cN],
  ] as const) {
    if (result.non2xx || result.errors || result.timeouts) {
      throw new Error(
        `${label} ${name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
  }
  const requests = Math.max(1, cN.requests.total);
  const perRequest = {
    app: ((loaded.cpu.app ?? 0) * 1000) / requests,
    postgres: ((loaded.cpu.postgres ?? 0) * 1000) / requests,
  };
  const measured = { label, path: target, c1, cN, rss, foreign, perRequest };
  log(
    `${label.padEnd(46)} c=1 mean ${c1.latency.average.toFixed(2).padStart(6)} ms | c=${CONNECTIONS} ${cN.requests.average
      .toFixed(0)
      .padStart(5)} req/s p50 ${cN.latency.p50.toFixed(0).padStart(4)} ms p99 ${cN.latency.p99
      .toFixed(0)
      .padStart(4)} ms | CPU/request app ${perRequest.app.toFixed(1)} ms, PostgreSQL ${perRequest.postgres.toFixed(
      1,
    )} ms | RSS ${rss.toFixed(0)} MB | others ${foreign.toFixed(2)} cores`,
  );
  return measured;
}

// ─── data ───────────────────────────────────────────────────────────────────────────────────

function seedDemo(url: string) {
  const result = spawnSync(
    process.execPath,
    [path.join(projectDir, "node_modules/tsx/dist/cli.mjs"), path.join(projectDir, "prisma/seed/index.ts")],
    { cwd: projectDir, env: { ...process.env, DATABASE_URL: url }, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error("seeding the demo data failed");
}

async function fill(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const demo = (await client.query(`SELECT id FROM "Organization" WHERE name = 'Nordic Demo Holding A/S'`)).rows[0]
      .id as string;
    await fillMembers(client, demo, MEMBERS, "bench-demo");
    const large = await createHolding(client, "Bench Million A/S");
    await fillMembers(client, large, LARGE, "bench-large");
    // the demo manager manages both tenants, so one session reads both
    await client.query(
      `INSERT INTO "Membership" (id, "userId", "organizationId", scopes)
         SELECT gen_random_uuid(), id, $1, '{MANAGE}' FROM "User" WHERE email = 'manager@demo.example'`,
      [large],
    );
    await analyze(client);
    const counts = await client.query(
      `SELECT "organizationId" AS id, count(*)::int AS n FROM "Membership" WHERE "organizationId" = ANY($1::uuid[]) GROUP BY 1`,
      [[demo, large]],
    );
    const byId = Object.fromEntries(counts.rows.map((row) => [row.id, row.n]));
    log(
      `filled in ${((performance.now() - started) / 1000).toFixed(0)} s: demo holding ${byId[demo]} members, ` +
        `large holding ${byId[large]} members`,
    );
    return { demo, large, demoCount: byId[demo] as number, largeCount: byId[large] as number };
  } finally {
    await client.end();
  }
}

// ─── report ─────────────────────────────────────────────────────────────────────────────────

function report(results: Record<string, Measured>, counts: { demoCount: number; largeCount: number }) {
  const rps = (key: string) => results[key].cN.requests.average;
  // autocannon's percentiles are whole milliseconds; the mean at one client is finer
  const c1Mean = (key: string) => results[key].c1.latency.average;
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
  const rss = Math.max(...Object.values(results).map((result) => result.rss));
  const lines = [
    "",
    `| measurement (${counts.demoCount} / ${counts.largeCount} members) | c=1 mean | c=1 p50 | c=${CONNECTIONS} req/s | c=${CONNECTIONS} p50 | c=${CONNECTIONS} p99 | CPU per request: app / PostgreSQL | app RSS | others' CPU |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...Object.values(results).map(
      (result) =>
        `| ${result.label} | ${result.c1.latency.average.toFixed(2)} ms | ${result.c1.latency.p50} ms | ` +
        `${result.cN.requests.average.toFixed(0)} | ` +
        `${result.cN.latency.p50.toFixed(0)} ms | ${result.cN.latency.p99.toFixed(0)} ms | ` +
        `${result.perRequest.app.toFixed(1)} / ${result.perRequest.postgres.toFixed(1)} ms | ${result.rss.toFixed(0)} MB | ${result.foreign.toFixed(2)} cores |`,
    ),
    "",
    "| target | figure | verdict |",
    "| --- | --- | --- |",
  ];
  const target = (text: string, figure: string, ok: boolean) => lines.push(`| ${text} | ${figure} | ${verdict(ok)} |`);
  // with --only, a target whose measurements were left out is left out too
  const have = (...keys: string[]) => keys.every((key) => key in results);
  for (const size of ["100k", "1M"] as const) {
    if (!have(`api-${size}`, `floor-${size}`)) continue;
    const ratio = rps(`api-${size}`) / rps(`floor-${size}`);
    target(
      `API page 0 (${size}) ≥ 50 % of the floor route's req/s at c=${CONNECTIONS}`,
      `${(ratio * 100).toFixed(0)} % (${rps(`api-${size}`).toFixed(0)} / ${rps(`floor-${size}`).toFixed(0)})`,
      ratio >= 0.5,
    );
    const p99 = results[`api-${size}`].cN.latency.p99;
    target(`API page 0 (${size}) p99 ≤ 150 ms at c=${CONNECTIONS}`, `${p99.toFixed(0)} ms`, p99 <= 150);
  }
  if (have("api-1M", "api-100k")) {
    const scale = rps("api-1M") / rps("api-100k");
    target(
      "1M tenant within 20 % of the 100k tenant (API page 0 req/s)",
      `${(scale * 100).toFixed(0)} %`,
      scale >= 0.8 && scale <= 1.2,
    );
  }
  for (const size of ["100k", "1M"] as const) {
    if (!have(`api-${size}`, `last-${size}`)) continue;
    const latency = c1Mean(`last-${size}`) / c1Mean(`api-${size}`);
    const throughput = rps(`api-${size}`) / rps(`last-${size}`);
    target(
      `last page (${size}) ≤ 2× the first page (c=1 mean latency; c=${CONNECTIONS} req/s)`,
      `${latency.toFixed(2)}× latency, ${throughput.toFixed(2)}× fewer req/s`,
      latency <= 2 && throughput <= 2,
    );
  }
  if (have("screen-100k", "floor-page-100k")) {
    const screen = rps("screen-100k") / rps("floor-page-100k");
    target(
      `members screen ≥ 50 % of the bare page's req/s at c=${CONNECTIONS}`,
      `${(screen * 100).toFixed(0)} % (${rps("screen-100k").toFixed(0)} / ${rps("floor-page-100k").toFixed(0)})`,
      screen >= 0.5,
    );
  }
  target("app RSS ≤ 400 MB under load", `${rss.toFixed(0)} MB`, rss <= 400);
  console.log(lines.join("\n"));
}

// ─── main ───────────────────────────────────────────────────────────────────────────────────

async function main() {
  // --reuse <dir> keeps the filled database there for the next run (filling takes minutes)
  const reuse = textArg("reuse");
  const dir = reuse ? path.resolve(reuse) : fs.mkdtempSync(path.join(os.tmpdir(), "ehs-bench-http-"));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755); // PostgreSQL runs as its own user when started as root
  const database = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), password: "bench" });
  const filledFile = path.join(dir, "filled.json");
  let server: ChildProcess | undefined;
  // Ctrl-C or a kill stops the app server and PostgreSQL too, and removes the build
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping`);
      cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    const url = database.url("postgres");
    let tenants: Awaited<ReturnType<typeof fill>>;
    if (reuse && fs.existsSync(filledFile)) {
      tenants = JSON.parse(fs.readFileSync(filledFile, "utf8"));
      log(`reusing ${dir}: ${tenants.demoCount} and ${tenants.largeCount} members`);
    } else {
      await applyMigrations(url);
      seedDemo(url);
      tenants = await fill(url);
      if (reuse) fs.writeFileSync(filledFile, JSON.stringify(tenants));
    }
    const port = await findFreePort();
    const env = benchAppEnv(url, port, path.join(dir, "data"), distDir);
    buildApp(env, [floorRoute]);
    // --node-options and --node-args are for the app server only (a heap limit, --cpu-prof), not the build
    const nodeOptions = textArg("node-options");
    server = await startApp(nodeOptions ? { ...env, NODE_OPTIONS: nodeOptions } : env, port, {
      nodeArgs: textArg("node-args")?.split(" ").filter(Boolean),
    });
    watched.app = server.pid!;
    watched.postgres = Number(fs.readFileSync(path.join(dir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    const base = `http://127.0.0.1:${port}`;
    const session = await signInCookie(base);
    const pid = server.pid!;
    const api = (org: string, query: string) => `/api/v1/organizations/${org}/members?size=${PAGE_SIZE}&${query}`;
    const floor = (org: string, query: string) => `/api/bench-floor/members?org=${org}&size=${PAGE_SIZE}&${query}`;
    const screen = "/organization/members-roles-and-competences";
    const cookieFor = (org: string) => `${session}; active-organization-id=${org}`;

    const deep = await fetch(base + api(tenants.large, `page=${LAST_PAGE + 1}&sort=name,asc`), {
      headers: { cookie: session },
    });
    log(`page ${LAST_PAGE + 1} (beyond the window) answers ${deep.status} ${(await deep.json()).error?.code}`);

    const results: Record<string, Measured> = {};
    // --only floor-100k,api-100k,… measures a subset
    const only = textArg("only")?.split(",");
    const run = async (key: string, label: string, target: string, cookie = session) => {
      if (!only || only.includes(key)) results[key] = await measure(base, label, target, cookie, pid);
    };
    await run("floor-100k", "floor route, page 0, 100k", floor(tenants.demo, "page=0"));
    await run("api-100k", "API members, page 0, by name, 100k", api(tenants.demo, "page=0&sort=name,asc"));
    // the same session and organization checks without the list: how much of the API is the list's
    await run(
      "checks-100k",
      "API permissions (checks only), 100k",
      `/api/v1/organizations/${tenants.demo}/permissions`,
    );
    await run("last-100k", `API members, page ${LAST_PAGE} (last), 100k`, api(tenants.demo, `page=${LAST_PAGE}`));
    await run("floor-1M", "floor route, page 0, 1M", floor(tenants.large, "page=0"));
    await run("api-1M", "API members, page 0, by name, 1M", api(tenants.large, "page=0&sort=name,asc"));
    await run("last-1M", `API members, page ${LAST_PAGE} (last), 1M`, api(tenants.large, `page=${LAST_PAGE}`));
    await run("reverse-1M", "API members, page 0, by name desc, 1M", api(tenants.large, "page=0&sort=name,desc"));
    await run("floor-page-100k", "bare page, same rows, 100k", `/api/bench-floor/members-page?org=${tenants.demo}`);
    await run("screen-100k", "members screen, 100k", screen, cookieFor(tenants.demo));
    await run("screen-1M", "members screen, 1M", screen, cookieFor(tenants.large));
    await run("dashboard", "dashboard, 100k", "/dashboard", cookieFor(tenants.demo));
    report(results, tenants);
  } finally {
    await cleanUp();
  }

  async function cleanUp() {
    if (server) await stopApp(server).catch(() => {});
    await database.stop();
    if (!reuse) fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(path.join(projectDir, distDir), { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
