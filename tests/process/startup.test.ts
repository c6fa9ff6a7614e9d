// Start-up faults of `npm start` and of the embedded PostgreSQL, each in a real process.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.join(__dirname, "../..");
const helper = path.join(root, "tests/support/embedded-db-cli.mjs");

function runStart(env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(root, "scripts/run.mjs"), "start"], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-startup-"));
  fs.chmodSync(dir, 0o755);
  return dir;
}

describe("npm start", () => {
  it("stops with one clear line and exit code 1 when DATABASE_URL cannot be reached", () => {
    const result = runStart({
      DATABASE_URL: "postgresql://ehs:x@127.0.0.1:9/ehs",
      NEXTAUTH_SECRET: "x".repeat(32),
      PORT: "3998",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^\[ehs\] Cannot reach PostgreSQL at 127\.0\.0\.1:9: ECONNREFUSED$/);
  });

  it("refuses an external DATABASE_URL without a session secret", () => {
    const result = runStart({ DATABASE_URL: "postgresql://ehs:x@127.0.0.1:9/ehs", NEXTAUTH_SECRET: "", PORT: "3998" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("NEXTAUTH_SECRET is not set");
  });

  it("refuses an external DATABASE_URL without the key that seals stored secrets", () => {
    const result = runStart({
      DATABASE_URL: "postgresql://ehs:x@127.0.0.1:9/ehs",
      NEXTAUTH_SECRET: "x".repeat(32),
      ENCRYPTION_KEY: "",
      PORT: "3998",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("ENCRYPTION_KEY is not set");
  });

  it("names the port when it is already taken", async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const result = runStart({ PORT: String(port) });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`Port ${port}`);
      expect(result.stderr).toContain("already in use");
    } finally {
      server.close();
    }
  });
});

describe("the embedded PostgreSQL", () => {
  it("refuses a folder that is not a PostgreSQL data directory, with a message", () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, "pg"));
    fs.writeFileSync(path.join(dir, "pg", "notes.txt"), "not a database");
    const result = spawnSync(process.execPath, [helper, "start-stop", path.join(dir, "pg")], { encoding: "utf8" });
    expect(result.stdout).toContain("is not a PostgreSQL data directory");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a damaged data directory", () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, "pg"));
    fs.writeFileSync(path.join(dir, "pg", "PG_VERSION"), "18\n");
    const result = spawnSync(process.execPath, [helper, "start-stop", path.join(dir, "pg")], { encoding: "utf8" });
    expect(result.stdout).toMatch(/is damaged/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("does not touch a data directory another running instance uses", async () => {
    const dir = tempDir();
    const dataDir = path.join(dir, "pg");
    const first = spawn(process.execPath, [helper, "start-and-wait", dataDir]);
    await new Promise<void>((resolve, reject) => {
      first.stdout.on("data", (chunk) => String(chunk).includes("READY") && resolve());
      first.on("exit", () => reject(new Error("the first start failed")));
    });
    const postmaster = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    const second = spawnSync(process.execPath, [helper, "start-stop", dataDir], { encoding: "utf8", timeout: 60_000 });
    expect(second.stdout).toContain("in use by another running instance");
    expect(() => process.kill(postmaster, 0)).not.toThrow();
    first.kill("SIGINT");
    await new Promise((resolve) => first.on("exit", resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it("stops a postmaster left running by a killed process, then starts", async () => {
    const dir = tempDir();
    const dataDir = path.join(dir, "pg");
    const first = spawn(process.execPath, [helper, "start-and-wait", dataDir]);
    await new Promise<void>((resolve, reject) => {
      first.stdout.on("data", (chunk) => String(chunk).includes("READY") && resolve());
      first.on("exit", () => reject(new Error("the first start failed")));
    });
    const leftover = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    first.kill("SIGKILL");
    await new Promise((resolve) => first.on("exit", resolve));
    expect(() => process.kill(leftover, 0)).not.toThrow(); // the postmaster outlived its parent

    const second = spawnSync(process.execPath, [helper, "start-stop", dataDir], { encoding: "utf8", timeout: 60_000 });
    expect(second.stdout.trim()).toBe("OK");
    expect(() => process.kill(leftover, 0)).toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});
