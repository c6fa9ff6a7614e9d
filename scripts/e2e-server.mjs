// The app as the e2e tests see it: `npm start` on a brand-new embedded database (so start-up on an
// empty database is part of every run), with its log in E2E_SERVER_LOG for the tests to read.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-e2e-"));
fs.chmodSync(dataDir, 0o755);
const logPath = process.env.E2E_SERVER_LOG ?? path.join(dataDir, "server.log");
const log = fs.createWriteStream(logPath);
// the second factors an earlier run set up belong to its database (tests/e2e/pages/second-factors.ts)
fs.rmSync(`${logPath}.second-factors.json`, { force: true });
// the single sign-on spec's identity provider runs on this machine over plain HTTP
const child = spawn(process.execPath, [path.join(import.meta.dirname, "run.mjs"), "start"], {
  env: {
    ...process.env,
    EHS_DATA_DIR: dataDir,
    DATABASE_URL: "",
    NEXTAUTH_SECRET: "",
    ENCRYPTION_KEY: "",
    SINGLE_SIGN_ON_HTTP_ISSUERS: "true",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
child.stdout.pipe(log);
child.stderr.pipe(log);
child.stderr.pipe(process.stderr);

const stop = () => child.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
