import { as } from "../../support/api";
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
