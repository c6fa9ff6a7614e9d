import { call } from "../../support/api";

describe("platform API behaviour", () => {
  it("answers an unknown /api/v1 path with 404 in the error shape", async () => {
    const answer = await call("GET", "/api/v1/does-not-exist");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  it("rejects malformed JSON with 400", async () => {
    const answer = await call("POST", "/api/v1/user/password-reset", {
      raw: { body: "{not json", contentType: "application/json" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("malformed_json");
  });

  it("validates bodies with 422 and names the field", async () => {
    const answer = await call("POST", "/api/v1/user/password", { body: { token: "abc" } });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe("validation_failed");
    expect(answer.body.error.fields).toHaveProperty("password");
  });

  it("serves the translations", async () => {
    const en = await call("GET", "/assets/i18n/en.json");
    const da = await call("GET", "/assets/i18n/da.json");
    expect(en.status).toBe(200);
    expect(en.body.signIn.title).toBe("Sign in");
    expect(da.body.signIn.title).toBe("Log ind");
    expect((await call("GET", "/assets/i18n/fr.json")).status).toBe(404);
  });
});
