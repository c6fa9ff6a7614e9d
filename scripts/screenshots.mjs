// `npm run screenshots`: the pictures in docs/images, taken from the demo as it runs today. Starts the
// production app the way the e2e tests do (`npm start` on a brand-new embedded PostgreSQL with the
// demo data, building the app first when there is no production build), signs in through the
// sign-in page as a demo account in Chromium, saves the screens, and stops the app and its
// PostgreSQL again, also when something fails. Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const projectDir = path.resolve(import.meta.dirname, "..");
const imagesDir = path.join(projectDir, "docs/images");
const ACCOUNT = "manager@demo.example";
const PASSWORD = "Demo-password-1";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** What is taken: the file in docs/images, the screen and the window it is seen in. */
const SHOTS = [
  { file: "dashboard-desktop.png", path: "/dashboard", viewport: DESKTOP },
  { file: "dashboard-phone.png", path: "/dashboard", viewport: PHONE, phone: true },
  { file: "my-chemicals-desktop.png", path: "/chemicals/my-chemicals", viewport: DESKTOP },
];
/** First start on a machine without a build: `next build` runs before the app listens. */
const START_TIMEOUT_MS = 30 * 60 * 1000;

const log = (message) => console.log(`[screenshots] ${message}`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * `npm start` (scripts/run.mjs) on a data folder of its own, in a process group of its own, so that
 * a stop reaches the app server and the embedded PostgreSQL whatever happens.
 */
function startApp(port, dataDir) {
  let output = "";
  const child = spawn(process.execPath, [path.join(projectDir, "scripts/run.mjs"), "start"], {
    cwd: projectDir,
    detached: true,
    env: {
      ...process.env,
      EHS_DATA_DIR: dataDir,
      DATABASE_URL: "",
      NEXTAUTH_SECRET: "",
      ENCRYPTION_KEY: "",
      NEXTAUTH_URL: `http://localhost:${port}`,
      APP_URL: `http://localhost:${port}`,
      PORT: String(port),
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the app did not start in time")), START_TIMEOUT_MS);
    child.stdout.on("data", () => {
      if (output.includes("[ehs] Ready on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited with ${code} before it was ready`));
    });
  });
  ready.catch(() => {});

  /** Ctrl-C's way first (run.mjs stops the server, then PostgreSQL); the whole group if that hangs. */
  let stopping;
  const stop = () => (stopping ??= stopOnce());
  async function stopOnce() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const waitFor = (ms) => Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);
    try {
      process.kill(child.pid, "SIGINT");
    } catch {
      return;
    }
    if (await waitFor(30_000)) return;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    await waitFor(5_000);
  }

  return { ready, stop, output: () => output };
}

/** Until React has hydrated the page: before that the sign-in form's button reaches no handler. */
async function hydrated(page) {
  await page.waitForFunction(
    () => Object.keys(document.body).some((key) => key.startsWith("__reactProps$")),
    undefined,
    { timeout: 30_000 },
  );
}

/** The screen as it settles: hydrated, no requests in flight, a data grid's rows drawn. */
async function settle(page) {
  await hydrated(page);
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
  const grid = page.locator('[role="grid"]');
  if ((await grid.count()) > 0) {
    await grid.first().locator('[role="row"][data-rowindex]').first().waitFor({ timeout: 15_000 });
  }
  await page.waitForTimeout(500);
}

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/`);
  await hydrated(page);
  const form = page.locator("form");
  await form.locator('input[autocomplete="username"]').fill(ACCOUNT);
  await form.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
}

async function takeScreenshots(baseUrl) {
  const browser = await chromium.launch({
    // Ctrl-C is this script's to handle: it stops the app first (Playwright's own handler would exit)
    handleSIGINT: false,
    handleSIGTERM: false,
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const common = { locale: "en-GB", timezoneId: "Europe/Copenhagen", colorScheme: "light", deviceScaleFactor: 1 };
    const signInContext = await browser.newContext({ ...common, viewport: DESKTOP });
    const signInPage = await signInContext.newPage();
    log(`signing in as ${ACCOUNT}`);
    await signIn(signInPage, baseUrl);
    const storageState = await signInContext.storageState();
    await signInContext.close();

    fs.mkdirSync(imagesDir, { recursive: true });
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        ...common,
        storageState,
        viewport: shot.viewport,
        isMobile: Boolean(shot.phone),
        hasTouch: Boolean(shot.phone),
      });
      try {
        const page = await context.newPage();
        const response = await page.goto(`${baseUrl}${shot.path}`);
        if (!response?.ok()) throw new Error(`${shot.path} answered ${response?.status()}`);
        if (new URL(page.url()).pathname !== shot.path) {
          throw new Error(`${shot.path} led to ${page.url()} (not signed in?)`);
        }
        await settle(page);
        const file = path.join(imagesDir, shot.file);
        await page.screenshot({ path: file, animations: "disabled", caret: "hide" });
        log(`${path.relative(projectDir, file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-screenshots-"));
  // as root the embedded PostgreSQL runs as the postgres user, which must reach its folder
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const app = startApp(port, dataDir);
  let interrupted = false;
  // Ctrl-C reaches this process only (the app has a process group of its own): stop the app, which
  // ends the wait or the browser below, and leave through the same clean-up
  const interrupt = () => {
    interrupted = true;
    log("interrupted: stopping the app");
    void app.stop();
  };
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);
  let failed = false;
  try {
    log(`starting the demo on port ${port} (a first start builds the app and takes minutes)`);
    await app.ready;
    await takeScreenshots(`http://localhost:${port}`);
  } catch (error) {
    failed = true;
    if (!interrupted) {
      console.error(`[screenshots] ${error.message}`);
      const output = app.output().trim();
      if (output) console.error(`[screenshots] the app's output:\n${output.split("\n").slice(-40).join("\n")}`);
    }
  } finally {
    log("stopping the app and its PostgreSQL");
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(interrupted ? 130 : failed ? 1 : 0);
}

await main();
