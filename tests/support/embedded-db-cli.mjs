// Helper for tests/process/startup.test.ts: drives scripts/lib/embedded-postgres.mjs in its own process.
//   start-and-wait <dir> [port]   start (on the port when given), print READY <port>, then wait to be killed
//   start-stop <dir>       start, run a query, stop; print OK or the error message
import pg from "pg";
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres.mjs";

const [command, dataDir, port] = process.argv.slice(2);
try {
  const server = await startEmbeddedPostgres({ dataDir, password: "test-only", port: port ? Number(port) : undefined });
  if (command === "start-and-wait") {
    console.log(`READY ${server.port}`);
    setInterval(() => {}, 1000);
  } else {
    const client = new pg.Client({ connectionString: server.url() });
    await client.connect();
    await client.query("SELECT 1");
    await client.end();
    await server.stop();
    console.log("OK");
  }
} catch (error) {
  console.log(`ERROR ${error.message}`);
  process.exit(2);
}
