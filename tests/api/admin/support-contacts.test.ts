// Support contacts: maintainers keep them, every signed-in user reads them through the system details.
import { db } from "@/lib/platform/db";
import { PRODUCT_VERSION } from "@/lib/platform/version";
import { as, call } from "../../support/api";

type Caller = Awaited<ReturnType<typeof as>>;

describe("support contacts and system details", () => {
  let admin: Caller;
  let reader: Caller;
  let manager: Caller;
  beforeAll(async () => {
    [admin, reader, manager] = await Promise.all([
      as("admin@demo.example"),
      as("reader@demo.example"),
      as("manager@demo.example"),
    ]);
  });
  beforeEach(() => db().supportContact.deleteMany());

  const add = async (body: Record<string, unknown>) => {
    const answer = await admin.post("/api/v1/support-contacts", { body });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  it("a maintainer adds, changes and removes contacts; the system details show them in order", async () => {
    const second = await add({
      name: "Sanne Support",
      role: "Product support",
      email: "support@ehs.example",
      phone: "+45 70 20 30 40",
      position: 2,
    });
    await add({ name: "Ib IT", role: "IT department", position: 1 });
    const details = await reader.get("/api/v1/system-details");
    expect(details.status).toBe(200);
    expect(details.body).toEqual({
      version: PRODUCT_VERSION,
      apiReference: { page: "/help/api", document: "/api/v1/openapi.json" },
      supportContacts: [
        expect.objectContaining({ name: "Ib IT", role: "IT department", email: null, phone: null }),
        expect.objectContaining({ name: "Sanne Support", email: "support@ehs.example", phone: "+45 70 20 30 40" }),
      ],
    });

    const changed = await admin.put(`/api/v1/support-contacts/${second.id}`, {
      body: {
        name: "Sanne Support",
        role: "Customer success",
        position: 0,
        last_modified_date: second.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ role: "Customer success", email: null });
    const stale = await admin.put(`/api/v1/support-contacts/${second.id}`, {
      body: { name: "Old", role: "Old", last_modified_date: second.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect(
      (await reader.get("/api/v1/system-details")).body.supportContacts.map((c: { name: string }) => c.name),
    ).toEqual(["Sanne Support", "Ib IT"]);

    expect((await admin.delete(`/api/v1/support-contacts/${second.id}`)).status).toBe(204);
    expect((await admin.get(`/api/v1/support-contacts/${second.id}`)).status).toBe(404);
    expect((await reader.get("/api/v1/system-details")).body.supportContacts).toHaveLength(1);
  });

  it("only maintainers keep them, and nobody else changes anything", async () => {
    const contact = await add({ name: "Kept", role: "Support" });
    for (const caller of [reader, manager]) {
      expect((await caller.get("/api/v1/support-contacts")).status).toBe(403);
      expect((await caller.post("/api/v1/support-contacts", { body: { name: "X", role: "Y" } })).status).toBe(403);
      expect(
        (await caller.put(`/api/v1/support-contacts/${contact.id}`, { body: { name: "X", role: "Y" } })).status,
      ).toBe(403);
      expect((await caller.delete(`/api/v1/support-contacts/${contact.id}`)).status).toBe(403);
    }
    expect((await call("GET", "/api/v1/system-details")).status).toBe(401);
    expect(await db().supportContact.findMany({ select: { name: true, role: true } })).toEqual([
      { name: "Kept", role: "Support" },
    ]);
  });

  it("refuses bad fields with 422 naming them, and stores nothing", async () => {
    const answer = await admin.post("/api/v1/support-contacts", {
      body: { name: " ", role: "", email: "not an address", phone: "call me", position: -1 },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(["email", "name", "phone", "position", "role"]);
    expect(await db().supportContact.count()).toBe(0);
  });

  it("keeps at most 20", async () => {
    await db().supportContact.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({ name: `C${i}`, role: "R" })),
    });
    const answer = await admin.post("/api/v1/support-contacts", { body: { name: "One too many", role: "R" } });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe("too_many_contacts");
    expect(answer.body.error.message).toBe("There can be at most 20 support contacts");
    expect(await db().supportContact.count()).toBe(20);
  });
});
