// The signed-in person's own account: name, language, password and sessions.
import { db } from "@/lib/platform/db";
import { as, call, DEMO_PASSWORD, signIn } from "../../support/api";
import { demo } from "../../support/demo";

const ME = "/api/v1/user";

// several real sign-ins per test (scrypt)
jest.setTimeout(30_000);

describe("the profile", () => {
  it("reads and changes the person's own name and language; the organizations see the new name", async () => {
    const editor = await as("editor@demo.example");
    const read = await editor.get(ME);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: "editor@demo.example",
      language: "en",
    });

    const changed = await editor.patch(ME, { body: { name: "  Erik Editor-Hansen ", language: "da" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: "Erik Editor-Hansen", language: "da" });
    expect(changed.headers.get("content-language")).toBe("da");
    const manager = await as("manager@demo.example");
    const list = await manager.get(`/api/v1/organizations/${await demo.holding()}/members?q=editor@demo.example`);
    expect(list.body.content[0].name).toBe("Erik Editor-Hansen");
    // a field left out stays as it is
    expect((await editor.patch(ME, { body: { language: "en" } })).body.name).toBe("Erik Editor-Hansen");
  });

  it("refuses an empty name with 422 naming the field and changes nothing", async () => {
    const reader = await as("reader@demo.example");
    const before = (await reader.get(ME)).body;
    const answer = await reader.patch(ME, { body: { name: "   ", language: "da" } });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toHaveProperty("name");
    expect((await reader.get(ME)).body).toEqual(before);
  });

  it("changes the password after checking the current one, and ends the person's other sessions", async () => {
    const manager = await as("manager@demo.example");
    const elsewhere = await signIn("manager@demo.example");
    const wrong = await manager.post(`${ME}/password-change`, {
      body: { current_password: "not-the-password", new_password: "Harbour-lights-2027" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toHaveProperty("currentPassword");
    const weak = await manager.post(`${ME}/password-change`, {
      body: { current_password: DEMO_PASSWORD, new_password: "short" },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.error.code).toBe("password_too_short");
    expect(weak.body.error.fields).toHaveProperty("newPassword");
    expect((await call("GET", ME, { cookie: elsewhere })).status).toBe(200);

    const changed = await manager.post(`${ME}/password-change`, {
      body: { current_password: DEMO_PASSWORD, new_password: "Harbour-lights-2027" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await call("GET", ME, { cookie: elsewhere })).status).toBe(401);
    expect((await manager.get(ME)).status).toBe(200);
    await expect(signIn("manager@demo.example")).rejects.toThrow(/401/);
    await expect(signIn("manager@demo.example", "Harbour-lights-2027")).resolves.toMatch(/^ehs\.session-token=/);
  });

  it("counts a wrong current password as a failed sign-in: guessing it from an open session is limited", async () => {
    const limited = await as("limited@demo.example");
    const guess = (currentPassword: string) =>
      limited.post(`${ME}/password-change`, {
        body: { current_password: currentPassword, new_password: "Guessing-game-2027" },
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await guess(`guess-${attempt}`)).status).toBe(422);
    const refused = await guess(DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    await expect(signIn("limited@demo.example")).rejects.toThrow(/429/);
  });

  it("signs out everywhere else, and leaves other people's sessions alone", async () => {
    const admin = await as("admin@demo.example");
    const [second, third, someoneElse] = await Promise.all([
      signIn("admin@demo.example"),
      signIn("admin@demo.example"),
      signIn("reader@demo.example"),
    ]);
    const answer = await admin.delete(`${ME}/sessions`);
    expect(answer.status).toBe(200);
    expect(answer.body.endedSessions).toBeGreaterThanOrEqual(2);
    for (const cookie of [second, third]) expect((await call("GET", ME, { cookie })).status).toBe(401);
    expect((await admin.get(ME)).status).toBe(200);
    expect((await call("GET", ME, { cookie: someoneElse })).status).toBe(200);
    const user = await db().user.findUniqueOrThrow({ where: { email: "admin@demo.example" }, select: { id: true } });
    expect(await db().session.count({ where: { userId: user.id } })).toBe(1);
  });
});
