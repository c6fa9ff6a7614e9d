// The calendar feed's secret address is a way into the person's due dates: a password reset, a
// password change and ending all sessions revoke it, and the person makes a new one.
import { as, call, DEMO_PASSWORD } from "../../support/api";

const ME = "/api/v1/user";

/** The log's reset link for the address (no SMTP server in the API tests). */
async function resetToken(email: string): Promise<string> {
  const log = jest.spyOn(console, "log").mockImplementation(() => {});
  try {
    expect((await call("POST", `${ME}/password-reset`, { body: { email } })).status).toBe(204);
    const line = log.mock.calls.map((args) => args.join(" ")).find((text) => text.includes("/reset-password?token="))!;
    return decodeURIComponent(/token=([^\s]+)/.exec(line)![1]);
  } finally {
    log.mockRestore();
  }
}

describe("the calendar feed's secret address", () => {
  jest.setTimeout(60_000);
  type Caller = Awaited<ReturnType<typeof as>>;
  const newFeed = async (caller: Caller) => {
    const created = await caller.post(`${ME}/calendar-feed`);
    expect(created.status).toBe(201);
    const path = new URL(created.body.url).pathname;
    expect((await call("GET", path)).status).toBe(200);
    return path;
  };

  it("is revoked by a password change", async () => {
    const editor = await as("editor@demo.example");
    const feed = await newFeed(editor);
    const changed = await editor.post(`${ME}/password-change`, {
      body: { current_password: DEMO_PASSWORD, new_password: "Lantern-orchard-2027" },
    });
    expect(changed.status).toBe(200);
    expect((await call("GET", feed)).status).toBe(404);
    expect((await editor.get(ME)).body).toMatchObject({ email: "editor@demo.example" });
    expect((await editor.get(`${ME}/reminders`)).body.calendarFeed).toBe(false);
  });

  it("is revoked by ending all sessions", async () => {
    const reader = await as("reader@demo.example");
    const feed = await newFeed(reader);
    expect((await reader.delete(`${ME}/sessions`)).status).toBe(200);
    expect((await call("GET", feed)).status).toBe(404);
  });

  it("is revoked by a password reset", async () => {
    const manager = await as("manager@demo.example");
    const feed = await newFeed(manager);
    const token = await resetToken("manager@demo.example");
    expect(
      (await call("POST", `${ME}/password`, { body: { token, password: "Quiet-harbour-lights-2028" } })).status,
    ).toBe(204);
    expect((await call("GET", feed)).status).toBe(404);
  });
});
