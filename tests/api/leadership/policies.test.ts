import { call, as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { multipart, PDF, PNG } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;

const policies = (orgId: string) => `/api/v1/organizations/${orgId}/policies`;
const publicPolicy = (id: string) => `/api/v1/policies/${id}`;
const search = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe("policies", () => {
  let holding: string;
  let otherHolding: string;
  let manager: Caller;
  let editor: Caller;
  let reader: Caller;
  let other: Caller;
  let approverId: string;
  let counter = 0;

  const create = async (body: Record<string, unknown> = {}) => {
    const answer = await editor.post(policies(holding), {
      body: { title: `Environmental policy ${++counter}`, content: "<p>We reduce our emissions.</p>", ...body },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const revisionsOf = async (id: string) => (await reader.get(`${policies(holding)}/${id}/revisions`)).body;

  beforeAll(async () => {
    [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    [manager, editor, reader, other] = await Promise.all([
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("other@demo.example"),
    ]);
    const managerMembership = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, userEmail: "manager@demo.example" },
      select: { id: true },
    });
    approverId = managerMembership.id;
  });

  it("creates a policy with its first revision, sanitising the text", async () => {
    const created = await editor.post(policies(holding), {
      body: {
        title: "  OHS policy ",
        content: '<h2>Safety first</h2><p onclick="steal()">Everyone goes home safe.</p><script>alert(1)</script>',
        iso_standards: ["ISO_45001"],
        review_recurrence: "P1Y",
        change_note: "First version",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "OHS policy",
      isoStandards: ["ISO_45001"],
      version: 1,
      published: false,
      approvedVersion: null,
      reviewRecurrence: "P1Y",
    });
    expect(created.body.content).toBe("<h2>Safety first</h2><p>Everyone goes home safe.</p>");
    const revisions = await revisionsOf(created.body.id);
    expect(revisions.totalElements).toBe(1);
    expect(revisions.content[0]).toMatchObject({
      version: 1,
      title: "OHS policy",
      changeNote: "First version",
      authorName: expect.any(String),
    });
  });

  it("makes a revision for every change of title or text, with author and change note, and none otherwise", async () => {
    const policy = await create();
    const changed = await editor.put(`${policies(holding)}/${policy.id}`, {
      body: {
        title: policy.title,
        content: "<p>We halve our emissions by 2030.</p>",
        change_note: "Target made concrete",
        last_modified_date: policy.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(2);
    // standards and review only: no new revision
    const same = await editor.put(`${policies(holding)}/${policy.id}`, {
      body: {
        title: policy.title,
        content: "<p>We halve our emissions by 2030.</p>",
        iso_standards: ["ISO_14001"],
        last_modified_date: changed.body.lastModifiedDate,
      },
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ version: 2, isoStandards: ["ISO_14001"] });
    const revisions = await revisionsOf(policy.id);
    expect(revisions.content.map((revision: { version: number }) => revision.version)).toEqual([2, 1]);
    expect(revisions.content[0]).toMatchObject({
      changeNote: "Target made concrete",
      content: "<p>We halve our emissions by 2030.</p>",
    });
    expect(revisions.content[1].content).toBe("<p>We reduce our emissions.</p>");
  });

  it("answers 409 to a stale update and changes nothing", async () => {
    const policy = await create();
    const first = await editor.put(`${policies(holding)}/${policy.id}`, {
      body: { title: "Newer title", content: policy.content, last_modified_date: policy.lastModifiedDate },
    });
    expect(first.status).toBe(200);
    const stale = await editor.put(`${policies(holding)}/${policy.id}`, {
      body: { title: "Older form's title", content: "<p>Old</p>", last_modified_date: policy.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    const after = (await reader.get(`${policies(holding)}/${policy.id}`)).body;
    expect(after).toMatchObject({ title: "Newer title", version: 2 });
  });

  it("answers 422 naming the field for bad input, and writes nothing", async () => {
    const before = await db().policy.count();
    const blank = await editor.post(policies(holding), { body: { title: "  ", content: "<p>x</p>" } });
    expect(blank.status).toBe(422);
    expect(blank.body.error.fields).toHaveProperty("title");
    const badStandard = await editor.post(policies(holding), {
      body: { title: "Policy", content: "<p>x</p>", iso_standards: ["ISO_9999"] },
    });
    expect(badStandard.status).toBe(422);
    expect(Object.keys(badStandard.body.error.fields)[0]).toMatch(/^isoStandards/);
    const approveWithoutWho = await editor.post(policies(holding), {
      body: { title: "Policy", content: "<p>x</p>", approve: true },
    });
    expect(approveWithoutWho.status).toBe(422);
    expect(approveWithoutWho.body.error.fields).toHaveProperty("approvedById");
    expect(approveWithoutWho.body.error.fields).toHaveProperty("approvedDate");
    expect(await db().policy.count()).toBe(before);
  });

  it("refuses another tenant's member as owner or approver (422), and writes nothing", async () => {
    const foreignMember = await db().membership.findFirstOrThrow({
      where: { organizationId: otherHolding },
      select: { id: true },
    });
    const before = await db().policy.count();
    const owner = await editor.post(policies(holding), {
      body: { title: "Policy", content: "<p>x</p>", owner_id: foreignMember.id },
    });
    expect(owner.status).toBe(422);
    expect(owner.body.error.fields).toEqual({ ownerId: expect.any(String) });
    const approver = await editor.post(policies(holding), {
      body: {
        title: "Policy",
        content: "<p>x</p>",
        approve: true,
        approved_by_id: foreignMember.id,
        approved_date: "2026-01-15",
      },
    });
    expect(approver.status).toBe(422);
    expect(approver.body.error.fields).toEqual({ approvedById: expect.any(String) });
    expect(await db().policy.count()).toBe(before);
  });

  it("keeps one tenant's policies from another: reading, changing, archiving and revisions answer 404", async () => {
    const policy = await create();
    const path = `${policies(holding)}/${policy.id}`;
    const foreignPath = `${policies(otherHolding)}/${policy.id}`;
    expect((await other.get(path)).status).toBe(404);
    expect((await other.get(foreignPath)).status).toBe(404);
    expect((await other.get(`${foreignPath}/revisions`)).status).toBe(404);
    expect((await other.put(foreignPath, { body: { title: "Taken over", content: "<p>x</p>" } })).status).toBe(404);
    expect((await other.delete(foreignPath)).status).toBe(404);
    const list = (await other.get(policies(otherHolding))).body;
    expect(list.content.map((row: { id: string }) => row.id)).not.toContain(policy.id);
    expect((await reader.get(path)).body.title).toBe(policy.title);
  });

  it("lets readers read and refuses their writes", async () => {
    const policy = await create();
    expect((await reader.get(`${policies(holding)}/${policy.id}`)).status).toBe(200);
    expect((await reader.post(policies(holding), { body: { title: "Mine", content: "" } })).status).toBe(403);
    expect(
      (await reader.put(`${policies(holding)}/${policy.id}`, { body: { title: "Mine", content: "" } })).status,
    ).toBe(403);
  });

  describe("the public view", () => {
    it("is 404 for anyone, exactly like a made-up id, until the policy is approved and published", async () => {
      const policy = await create();
      const madeUp = await call("GET", publicPolicy("00000000-0000-4000-8000-000000000000"));
      const unpublished = await call("GET", publicPolicy(policy.id));
      expect(unpublished.status).toBe(404);
      expect(unpublished.body).toEqual(madeUp.body);
      // even signed in as the organization's manager
      expect((await manager.get(publicPolicy(policy.id))).status).toBe(404);
    });

    it("refuses to publish a policy nobody approved (422 on published)", async () => {
      const policy = await create();
      const answer = await editor.put(`${policies(holding)}/${policy.id}`, {
        body: { title: policy.title, content: policy.content, published: true },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toHaveProperty("published");
      expect((await reader.get(`${policies(holding)}/${policy.id}`)).body.published).toBe(false);
    });

    it("shows anonymous visitors only the approved text, the organization's name and nothing else", async () => {
      const policy = await create({
        iso_standards: ["ISO_14001"],
        approve: true,
        approved_by_id: approverId,
        approved_date: "2026-02-01",
        review_recurrence: "P1Y",
        published: true,
      });
      expect(policy).toMatchObject({
        approvedVersion: 1,
        approvedIsCurrent: true,
        approvedDate: "2026-02-01",
        nextReviewDate: "2027-02-01",
        approvedBy: { id: approverId },
      });
      const shown = await call("GET", publicPolicy(policy.id));
      expect(shown.status).toBe(200);
      expect(shown.body).toEqual({
        id: policy.id,
        title: policy.title,
        content: "<p>We reduce our emissions.</p>",
        version: 1,
        approvedDate: "2026-02-01",
        isoStandards: ["ISO_14001"],
        organization: { name: "Nordic Demo Holding A/S", hasLogo: expect.any(Boolean) },
      });

      // a later change is not public until it is approved
      const draft = await editor.put(`${policies(holding)}/${policy.id}`, {
        body: {
          title: "Draft title",
          content: "<p>Unapproved draft.</p>",
          published: true,
          last_modified_date: policy.lastModifiedDate,
        },
      });
      expect(draft.status).toBe(200);
      expect(draft.body).toMatchObject({ version: 2, approvedVersion: 1, approvedIsCurrent: false });
      expect((await call("GET", publicPolicy(policy.id))).body).toMatchObject({
        title: policy.title,
        content: "<p>We reduce our emissions.</p>",
        version: 1,
      });

      const approved = await editor.put(`${policies(holding)}/${policy.id}`, {
        body: {
          title: "Draft title",
          content: "<p>Unapproved draft.</p>",
          published: true,
          approve: true,
          approved_by_id: approverId,
          approved_date: "2026-03-01",
          last_modified_date: draft.body.lastModifiedDate,
        },
      });
      expect(approved.body).toMatchObject({ version: 2, approvedVersion: 2, approvedIsCurrent: true });
      expect((await call("GET", publicPolicy(policy.id))).body).toMatchObject({
        title: "Draft title",
        version: 2,
        approvedDate: "2026-03-01",
      });

      // unpublished again, then archived: 404 both times
      const hidden = await editor.put(`${policies(holding)}/${policy.id}`, {
        body: { title: "Draft title", content: "<p>Unapproved draft.</p>", published: false },
      });
      expect(hidden.status).toBe(200);
      expect((await call("GET", publicPolicy(policy.id))).status).toBe(404);
      await editor.put(`${policies(holding)}/${policy.id}`, {
        body: { title: "Draft title", content: "<p>Unapproved draft.</p>", published: true },
      });
      expect((await call("GET", publicPolicy(policy.id))).status).toBe(200);
      expect((await editor.delete(`${policies(holding)}/${policy.id}`)).status).toBe(204);
      const archived = await call("GET", publicPolicy(policy.id));
      expect(archived.status).toBe(404);
      expect(archived.body).toEqual((await call("GET", publicPolicy("00000000-0000-4000-8000-000000000000"))).body);
    });
  });

  it("lists policies server-side: search, published filter, sort and the archived filter", async () => {
    const marker = `Zebra${Date.now()}`;
    const a = await create({ title: `${marker} A` });
    const b = await create({
      title: `${marker} B`,
      approve: true,
      approved_by_id: approverId,
      approved_date: "2026-01-01",
      published: true,
    });
    const page = (await reader.get(`${policies(holding)}?${search({ q: marker, sort: "title,desc" })}`)).body;
    expect(page.content.map((row: { id: string }) => row.id)).toEqual([b.id, a.id]);
    const published = (await reader.get(`${policies(holding)}?${search({ q: marker, published: "true" })}`)).body;
    expect(published.content.map((row: { id: string }) => row.id)).toEqual([b.id]);
    expect((await editor.delete(`${policies(holding)}/${a.id}`)).status).toBe(204);
    const active = (await reader.get(`${policies(holding)}?${search({ q: marker })}`)).body;
    expect(active.content.map((row: { id: string }) => row.id)).toEqual([b.id]);
    const archived = (await reader.get(`${policies(holding)}?${search({ q: marker, archived: "true" })}`)).body;
    expect(archived.content.map((row: { id: string }) => row.id)).toEqual([a.id]);
    const csv = await reader.get(`${policies(holding)}?${search({ q: marker, format: "csv" })}`);
    expect(csv.status).toBe(200);
  });

  it("serves the organization's logo on a published policy's public view, and 404 like the policy otherwise", async () => {
    const logo = (await manager.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PNG, "logo.png") }))
      .body;
    const published = await create({
      approve: true,
      approved_by_id: approverId,
      approved_date: "2026-01-01",
      published: true,
    });
    const unpublished = await create();
    const logoOf = (id: string) => call("GET", `${publicPolicy(id)}/logo`);
    expect((await logoOf(published.id)).status).toBe(404);
    await db().organization.update({ where: { id: holding }, data: { logoFileId: logo.id } });
    try {
      const shown = await logoOf(published.id);
      expect(shown.status).toBe(200);
      expect(shown.headers.get("content-type")).toBe("image/png");
      expect((await call("GET", publicPolicy(published.id))).body.organization.hasLogo).toBe(true);
      expect((await logoOf(unpublished.id)).status).toBe(404);
    } finally {
      await db().organization.update({ where: { id: holding }, data: { logoFileId: null } });
    }
  });

  it("refuses another tenant's file as a document (422) and writes nothing", async () => {
    const foreign = (await other.post(`/api/v1/organizations/${otherHolding}/files`, { raw: multipart(PDF, "x.pdf") }))
      .body;
    const before = await db().policy.count();
    const answer = await editor.post(policies(holding), {
      body: { title: "Policy", content: "<p>x</p>", file_ids: [foreign.id] },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({ fileIds: expect.any(String) });
    expect(await db().policy.count()).toBe(before);
  });

  it("records changes in the policy's history with who made them", async () => {
    const policy = await create();
    await editor.put(`${policies(holding)}/${policy.id}`, {
      body: { title: "Renamed policy", content: policy.content, last_modified_date: policy.lastModifiedDate },
    });
    const history = (await reader.get(`${policies(holding)}/${policy.id}/history`)).body;
    expect(history.content[0]).toMatchObject({
      action: "UPDATE",
      entityType: "policy",
      entityName: "Renamed policy",
      changes: { title: { before: policy.title, after: "Renamed policy" } },
    });
    expect(history.content.map((entry: { action: string }) => entry.action)).toContain("CREATE");
  });

  it("lists the ISO standards for pickers", async () => {
    const answer = await reader.get("/api/v1/iso-standards");
    expect(answer.status).toBe(200);
    expect(answer.body).toContainEqual({
      code: "ISO_14001",
      name: "ISO 14001",
      title: "Environmental management systems",
    });
  });
});
