import { as, call } from "../../support/api";
import { demo } from "../../support/demo";

describe("POST /api/v1/logout", () => {
  it("ends the session on the server: a copied cookie stops working", async () => {
    const manager = await as("manager@demo.example");
    const holding = await demo.holding();
    const copy = manager.cookie;
    expect((await manager.get(`/api/v1/organizations/${holding}/permissions`)).status).toBe(200);

    const answer = await manager.post("/api/v1/logout");
    expect(answer.status).toBe(204);
    expect(answer.cookies.some((c) => /^ehs\.session-token=;/.test(c) && /Max-Age=0/.test(c))).toBe(true);

    const replay = await call("GET", `/api/v1/organizations/${holding}/permissions`, { cookie: copy });
    expect(replay.status).toBe(401);
  });

  it("leaves the user's other sessions alone", async () => {
    const phone = await as("editor@demo.example");
    const laptop = await as("editor@demo.example");
    await phone.post("/api/v1/logout");
    expect((await laptop.get(`/api/v1/organizations/${await demo.holding()}/permissions`)).status).toBe(200);
  });

  it("needs the anti-forgery header", async () => {
    const reader = await as("reader@demo.example");
    expect((await reader.post("/api/v1/logout", { csrf: "wrong" })).status).toBe(403);
    expect((await reader.get(`/api/v1/organizations/${await demo.holding()}/permissions`)).status).toBe(200);
  });
});
