// The per-account and per-address limits of password-reset requests.
import { db } from "@/lib/platform/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http/client-ip";
import { RESET_LIMITS } from "@/lib/platform/auth/reset-limits";
import { call } from "../../support/api";

const ask = (email: string, ip: string) =>
  call("POST", "/api/v1/user/password-reset", { body: { email }, headers: { [CLIENT_ADDRESS_HEADER]: ip } });

describe("password-reset request limits", () => {
  // the reset links go to the log without SMTP; keep the test output clean
  beforeEach(() => jest.spyOn(console, "log").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("never refuses the owner because of strangers' requests, and sends one account a few mails an hour", async () => {
    const resetTokens = () =>
      db().userToken.findMany({ where: { user: { email: "reader@demo.example" }, purpose: "PASSWORD_RESET" } });
    const before = (await resetTokens()).length;
    // strangers ask for the reader's link from ten addresses
    for (let i = 0; i < 10; i++) expect((await ask("reader@demo.example", `192.0.2.${i + 1}`)).status).toBe(204);
    // the owner asks too, and is answered as always
    expect((await ask("Reader@Demo.example ", "192.0.2.99")).status).toBe(204);
    const tokens = await resetTokens();
    expect(tokens.length - before).toBe(RESET_LIMITS.mailsPerAccount);
    // the links already in the owner's mailbox are valid: the owner can always reset
    expect(tokens.filter((token) => !token.usedDate && token.expiresDate > new Date()).length).toBeGreaterThan(0);
    // another account is not affected
    expect((await ask("editor@demo.example", "192.0.2.99")).status).toBe(204);
  });

  it("limits an address across accounts, and another address is not affected", async () => {
    for (let i = 0; i < RESET_LIMITS.perAddress; i++) {
      expect((await ask(`someone${i}@demo.example`, "203.0.113.50")).status).toBe(204);
    }
    expect((await ask("manager@demo.example", "203.0.113.50")).status).toBe(429);
    expect((await ask("manager@demo.example", "203.0.113.51")).status).toBe(204);
  });

  it("answers a known and an unknown address alike, however often they are asked for", async () => {
    for (const email of ["nobody@demo.example", "limited@demo.example"]) {
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await ask(email, `198.51.100.${i + 1}`));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(204));
      expect(answers.map((answer) => answer.body)).toEqual(Array(8).fill(answers[0].body));
    }
  });

  it("counts only requests of the last hour", async () => {
    await db().passwordResetRequest.createMany({
      data: Array.from({ length: 30 }, () => ({
        email: "limited@demo.example",
        ipAddress: "198.51.100.200",
        createdDate: new Date(Date.now() - 61 * 60 * 1000),
      })),
    });
    expect((await ask("limited@demo.example", "198.51.100.200")).status).toBe(204);
  });
});
