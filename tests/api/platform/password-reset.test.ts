import { db } from "@/lib/platform/db";
import { as, call, DEMO_PASSWORD, signIn } from "../../support/api";
import { demo } from "../../support/demo";

/** The link goes to the server log when no SMTP server is configured; read it from there. */
async function requestResetLink(email: string): Promise<string | null> {
  const log = jest.spyOn(console, "log").mockImplementation(() => {});
  try {
    const answer = await call("POST", "/api/v1/user/password-reset", { body: { email } });
    expect(answer.status).toBe(204);
    const line = log.mock.calls.map((args) => args.join(" ")).find((text) => text.includes("/reset-password?token="));
    return line ? decodeURIComponent(/token=([^\s]+)/.exec(line)![1]) : null;
  } finally {
    log.mockRestore();
  }
}

const setPassword = (token: string, password: string) =>
  call("POST", "/api/v1/user/password", { body: { token, password } });

describe("password reset", () => {
  it("answers 204 whether or not the address exists, and sends a link only to a real account", async () => {
    expect(await requestResetLink("nobody@demo.example")).toBeNull();
    expect(await requestResetLink("reader@demo.example")).toMatch(/^[\w-]{40,}$/);
  });

  it("stores only a hash of the token", async () => {
    const token = (await requestResetLink("reader@demo.example"))!;
    const rows = await db().userToken.findMany({ select: { tokenHash: true } });
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it("sets the password once, ends every session of the user, and the token is then used up", async () => {
    const existingSession = await as("editor@demo.example");
    const holding = await demo.holding();
    const token = (await requestResetLink("editor@demo.example"))!;

    expect((await setPassword(token, "Fresh-granite-river-42")).status).toBe(204);
    expect((await existingSession.get(`/api/v1/organizations/${holding}/permissions`)).status).toBe(401);
    await expect(signIn("editor@demo.example", DEMO_PASSWORD)).rejects.toThrow(/failed with 401/);
    await expect(signIn("editor@demo.example", "Fresh-granite-river-42")).resolves.toMatch(/^ehs\.session-token=/);

    const again = await setPassword(token, "Another-granite-river-43");
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe("invalid_token");
  });

  it("refuses an expired token and an unknown one", async () => {
    const token = (await requestResetLink("reader@demo.example"))!;
    await db().userToken.updateMany({ data: { expiresDate: new Date(Date.now() - 1000) } });
    expect((await setPassword(token, "Fresh-granite-river-44")).body.error.code).toBe("invalid_token");
    expect((await setPassword("made-up-token", "Fresh-granite-river-45")).status).toBe(400);
  });

  it("expires tokens after one hour", async () => {
    await requestResetLink("manager@demo.example");
    const row = await db().userToken.findFirstOrThrow({ orderBy: { createdDate: "desc" } });
    const minutes = (row.expiresDate.getTime() - row.createdDate.getTime()) / 60000;
    expect(minutes).toBeCloseTo(60, 0);
  });

  it.each([
    ["short-one", "password_too_short"],
    ["manager@demo.example", "password_same_as_email"],
    ["qwerty123456", "password_too_common"],
  ])("refuses the password %s (%s) and keeps the token usable", async (password, code) => {
    const token = (await requestResetLink("manager@demo.example"))!;
    const answer = await setPassword(token, password);
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe(code);
    expect(answer.body.error.fields).toHaveProperty("password");
    expect((await setPassword(token, "Manager-new-password-1")).status).toBe(204);
  });

  it("needs the anti-forgery header", async () => {
    const answer = await call("POST", "/api/v1/user/password-reset", {
      body: { email: "reader@demo.example" },
      csrf: false,
    });
    expect(answer.status).toBe(403);
  });
});
