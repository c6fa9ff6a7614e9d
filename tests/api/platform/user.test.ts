import { db } from "@/lib/platform/db";
import { as, call } from "../../support/api";

describe("PATCH /api/v1/user", () => {
  it("stores the language and answers with Content-Language", async () => {
    const reader = await as("reader@demo.example");
    const answer = await reader.patch("/api/v1/user", { body: { language: "da" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-language")).toBe("da");
    expect(answer.body).toEqual({
      id: expect.any(String),
      name: "Rikke Reader",
      email: "reader@demo.example",
      language: "da",
    });
    expect((await db().user.findUniqueOrThrow({ where: { email: "reader@demo.example" } })).language).toBe("da");
  });

  it("signs in with the stored language as Content-Language", async () => {
    const answer = await call("POST", "/api/v1/authentications", {
      form: { username: "limited@demo.example", password: "Demo-password-1" },
    });
    expect(answer.headers.get("content-language")).toBe("da");
  });

  it("refuses an unknown language with 422 and changes nothing", async () => {
    const editor = await as("editor@demo.example");
    const answer = await editor.patch("/api/v1/user", { body: { language: "fr" } });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toHaveProperty("language");
    expect((await db().user.findUniqueOrThrow({ where: { email: "editor@demo.example" } })).language).toBe("en");
  });
});
