// Lighthouse performance and accessibility of the signed-in dashboard and members screen, mobile and
// desktop, against `npm start`. Each measurement runs several times (total blocking time is noisy on a
// shared machine) and the median is printed, with the load average before the runs.
// Usage: node bench/lighthouse.mjs [base URL] [--runs N] [--form mobile|desktop] [--lists] [path ...]
// (default http://localhost:3000, 3 runs, both forms). Chromium: CHROME_PATH, else /usr/bin/chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { signInCookie } from "./sign-in.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const [, value] = args.splice(index, 2);
  return value;
};
const runs = Number(option("--runs") ?? 3);
const onlyForm = option("--form");
// --keep DIR leaves the JSON reports there
const keepDir = option("--keep");
// --lists: every list screen of an organization, after the dashboard (the lightest signed-in
// screen, their floor); LIGHTHOUSE_ACCOUNT=admin@demo.example with --admin-lists for the catalogues'
const LIST_SCREENS = [
  "/dashboard",
  "/evaluation/event-handling",
  "/chemicals/my-chemicals",
  "/organization/members-roles-and-competences?tab=members",
  "/organization/members-roles-and-competences?tab=competences",
  "/organization/stakeholders",
  "/organization/audit-log",
  "/leadership/policies",
  "/operation/procedures",
  "/documents/own-documents",
  "/documents/binding-obligations",
  "/monitoring/meters",
  "/monitoring/machines",
  "/monitoring/waste",
  "/monitoring/control-book",
];
const ADMIN_LIST_SCREENS = [
  "/dashboard",
  "/admin/chemicals",
  "/admin/substances",
  "/admin/legislation",
  "/admin/emission-factors",
  "/admin/waste-types",
  "/admin/stakeholders",
  "/admin/procedure-templates",
];
const lists = args.includes("--lists") ? LIST_SCREENS : args.includes("--admin-lists") ? ADMIN_LIST_SCREENS : null;
const rest = args.filter((arg) => arg !== "--lists" && arg !== "--admin-lists");
const base = (rest.shift() ?? "http://localhost:3000").replace(/\/$/, "");
const paths = lists ?? (rest.length ? rest : ["/dashboard", "/organization/members-roles-and-competences"]);
const forms = onlyForm ? [onlyForm] : ["mobile", "desktop"];
const account = process.env.LIGHTHOUSE_ACCOUNT ?? "manager@demo.example";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lighthouseBin = path.join(projectDir, "node_modules/lighthouse/cli/index.js");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const workDir = keepDir ? path.resolve(keepDir) : fs.mkdtempSync(path.join(os.tmpdir(), "ehs-lighthouse-"));
fs.mkdirSync(workDir, { recursive: true });
const headersFile = path.join(workDir, "headers.json");
fs.writeFileSync(headersFile, JSON.stringify({ Cookie: await signInCookie(base, account) }));

function runLighthouse(url, form, outputPath, attempt = 1) {
  const result = spawnSync(
    process.execPath,
    [
      lighthouseBin,
      url,
      `--chrome-flags=${chromeFlags}`,
      `--extra-headers=${headersFile}`,
      "--only-categories=performance,accessibility",
      "--output=json",
      `--output-path=${outputPath}`,
      "--quiet",
      ...(form === "desktop" ? ["--preset=desktop"] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, encoding: "utf8" },
  );
  if (result.status !== 0) {
    // a trace that failed to record (NO_NAVSTART and the like) usually records the next time
    if (attempt < 3) return runLighthouse(url, form, outputPath, attempt + 1);
    throw new Error(`lighthouse failed for ${url} (${form}):\n${result.stderr}`);
  }
  const report = JSON.parse(fs.readFileSync(outputPath, "utf8"));
  if (report.finalDisplayedUrl && new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${report.finalDisplayedUrl}: is the session valid?`);
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    tbt: audit("total-blocking-time"),
    lcp: audit("largest-contentful-paint"),
    fcp: audit("first-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    failing: report.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
      .map((ref) => ref.id),
  };
}

console.log(`${base}, ${runs} run(s) each, as ${account}, ${os.cpus().length} cores (load: 1-minute average)`);
for (const form of forms) {
  for (const pagePath of paths) {
    const load = os.loadavg()[0];
    const results = [];
    for (let run = 0; run < runs; run++) {
      results.push(
        runLighthouse(
          `${base}${pagePath}`,
          form,
          path.join(workDir, `${form}${pagePath.replaceAll("/", "-")}-${run}.json`),
        ),
      );
    }
    const pick = (key) => results.map((result) => result[key]);
    const failing = [...new Set(results.flatMap((result) => result.failing))];
    console.log(
      [
        `${form.padEnd(7)} ${pagePath}`,
        `performance ${median(pick("performance"))} (${pick("performance").join(", ")})`,
        `TBT ${Math.round(median(pick("tbt")))} ms (${pick("tbt")
          .map((value) => Math.round(value))
          .join(", ")})`,
        `LCP ${Math.round(median(pick("lcp")))} ms`,
        `FCP ${Math.round(median(pick("fcp")))} ms`,
        `CLS ${median(pick("cls")).toFixed(3)}`,
        `accessibility ${median(pick("accessibility"))}${failing.length ? ` (failing: ${failing.join(", ")})` : ""}`,
        `load ${load.toFixed(2)}→${os.loadavg()[0].toFixed(2)}`,
      ].join(" · "),
    );
  }
}
if (keepDir) fs.rmSync(headersFile);
else fs.rmSync(workDir, { recursive: true, force: true });
