// A stranger cannot tell a registered e-mail from the time a wrong password takes: an unknown
// e-mail is answered after a password check of the same cost. Measured against the real app
// server, in the timing tier: with another test file or the build on the second core, the figures
// were the machine's, not the app's.
import { Client } from "pg";
import { startAppServer, signInRequest, type AppServer } from "../support/app-server";

const adminUrl = process.env.EHS_TEST_ADMIN_URL!;
const database = `ehs_sign_in_timing_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

let app: AppServer;

async function onAdmin(sql: string) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(sql).finally(() => admin.end());
}

/** Three failed sign-ins of one e-mail, each from a client address of its own (no limit is near). */
async function timeOfThree(email: string, firstAddress: number) {
  const started = performance.now();
  for (let i = 0; i < 3; i++) {
    const answer = await signInRequest(app.port, email, "Not-the-password-1", `127.0.1.${firstAddress + i}`);
    expect(answer.status).toBe(401);
  }
  return performance.now() - started;
}

beforeAll(async () => {
  await onAdmin(`CREATE DATABASE ${database} TEMPLATE ${process.env.EHS_TEST_TEMPLATE}`);
  app = await startAppServer({ DATABASE_URL: databaseUrl, EHS_DATA_DIR: "" });
  // the route's first requests compile and warm it
  await timeOfThree("reader@demo.example", 1);
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await onAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

it("takes about as long for an unknown e-mail as for a wrong password", async () => {
  const wrong = await timeOfThree("reader@demo.example", 10);
  const unknown = await timeOfThree("nobody-else@demo.example", 20);
  expect(unknown).toBeGreaterThan(wrong * 0.4);
});
