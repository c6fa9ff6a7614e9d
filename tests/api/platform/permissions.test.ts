import { as, call } from "../../support/api";
import { demo } from "../../support/demo";

describe("GET /api/v1/organizations/{id}/permissions", () => {
  it.each([
    ["manager@demo.example", ["MANAGE", "EDIT", "READ", "EDIT_PROCEDURES", "READ_PROCEDURES"]],
    ["editor@demo.example", ["EDIT", "READ", "EDIT_PROCEDURES", "READ_PROCEDURES"]],
    ["reader@demo.example", ["READ", "READ_PROCEDURES"]],
    [
      "admin@demo.example",
      ["MANAGE", "EDIT", "READ", "EDIT_PROCEDURES", "READ_PROCEDURES", "SYSTEM_MAINTAIN", "SYSTEM_MANAGE"],
    ],
  ])("gives %s its effective names in the holding", async (email, expected) => {
    const user = await as(email);
    const answer = await user.get(`/api/v1/organizations/${await demo.holding()}/permissions`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(expected);
  });

  it("inherits a holding membership in the subsidiary and the department", async () => {
    const editor = await as("editor@demo.example");
    for (const id of [await demo.subsidiary(), await demo.department()]) {
      expect((await editor.get(`/api/v1/organizations/${id}/permissions`)).body).toEqual([
        "EDIT",
        "READ",
        "EDIT_PROCEDURES",
        "READ_PROCEDURES",
      ]);
    }
  });

  it("answers 404 for another tenant's organization and for a made-up id", async () => {
    const manager = await as("manager@demo.example");
    expect((await manager.get(`/api/v1/organizations/${await demo.other()}/permissions`)).status).toBe(404);
    expect((await manager.get("/api/v1/organizations/00000000-0000-4000-8000-000000000000/permissions")).status).toBe(
      404,
    );
    expect((await manager.get("/api/v1/organizations/not-a-uuid/permissions")).status).toBe(404);
  });

  it("answers 401 without a session", async () => {
    const answer = await call("GET", `/api/v1/organizations/${await demo.holding()}/permissions`);
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe("unauthenticated");
  });

  it("does not let a subsidiary membership reach up to the holding", async () => {
    const { db } = await import("@/lib/platform/db");
    const user = await db().user.create({
      data: {
        email: "sub-only@demo.example",
        name: "Sub Only",
        passwordHash: (await db().user.findUniqueOrThrow({ where: { email: "reader@demo.example" } })).passwordHash,
      },
    });
    await db().membership.create({
      data: { userId: user.id, organizationId: await demo.subsidiary(), scopes: ["EDIT"] },
    });
    const subOnly = await as("sub-only@demo.example");
    expect((await subOnly.get(`/api/v1/organizations/${await demo.subsidiary()}/permissions`)).status).toBe(200);
    expect((await subOnly.get(`/api/v1/organizations/${await demo.holding()}/permissions`)).status).toBe(404);
  });
});
