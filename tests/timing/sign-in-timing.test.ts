// A stranger cannot tell a registered e-mail from the time a wrong password takes: an unknown
// e-mail is answered after a password check of the same cost. Measured against the real app
// server, in the timing tier: with another test file or the build on the second core, the figures
// were the machine's, not the app's.
import { startAppServer, signInRequest, type AppServer } from "../support/app-server";
import { dropScratchDatabases, scratchDatabase } from "../support/scratch-database";

let app: AppServer;

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
  app = await startAppServer({ DATABASE_URL: await scratchDatabase("sign_in_timing"), EHS_DATA_DIR: "" });
  // the route's first requests compile and warm it
  await timeOfThree("reader@demo.example", 1);
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await dropScratchDatabases();
});

it("takes about as long for an unknown e-mail as for a wrong password", async () => {
  const wrong = await timeOfThree("reader@demo.example", 10);
  const unknown = await timeOfThree("nobody-else@demo.example", 20);
  expect(unknown).toBeGreaterThan(wrong * 0.4);
});
