// Archiving and removal (the kit's retire): members leave the organization with their history kept;
// roles, competences, stakeholder associations, areas, departments and subsidiaries are archived
// only when nothing depends on them (else 409 naming what does); files are deleted. Another
// tenant can do none of it, and a refused request changes nothing.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/platform/db";
import { reachableOrganizations } from "@/lib/platform/auth/data";
import { fileStorage } from "@/lib/platform/files/storage";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PDF } from "../../support/uploads";

jest.setTimeout(30_000);

type Caller = Awaited<ReturnType<typeof as>>;

describe("archiving and removal", () => {
  let holding: string;
  let otherOrg: string;
  let manager: Caller;
  let editor: Caller;
  let other: Caller;
  let counter = 0;
  const base = () => `/api/v1/organizations/${holding}`;
  const unique = (prefix: string) => `${prefix} ${++counter} ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    holding = await demo.holding();
    otherOrg = await demo.other();
    manager = await as("manager@demo.example");
    editor = await as("editor@demo.example");
    other = await as("other@demo.example");
  });

  /** A plain member of the holding, made in the database. */
  const addMember = async (fields: { areaId?: string } = {}) => {
    const user = await db().user.create({ data: { email: `${randomUUID()}@removal.example`, name: unique("Leaver") } });
    return db().membership.create({
      data: { userId: user.id, organizationId: holding, scopes: ["READ"], ...fields },
      select: { id: true, userId: true },
    });
  };
  const names = async (path: string) =>
    ((await manager.get(`${base()}/${path}`)).body.content as { name?: string; stakeholder?: { name: string } }[]).map(
      (row) => row.name ?? row.stakeholder?.name,
    );

  describe("members", () => {
    it("removes a member from the organization; the account and the history stay", async () => {
      const member = await addMember();
      const role = await manager.post(`${base()}/roles`, { body: { name: unique("Crew"), memberIds: [member.id] } });
      expect(role.status).toBe(201);

      expect((await manager.delete(`${base()}/members/${member.id}`)).status).toBe(204);
      expect(await db().membership.findUnique({ where: { id: member.id } })).toBeNull();
      expect(await db().user.findUnique({ where: { id: member.userId } })).not.toBeNull();
      expect((await manager.get(`${base()}/members/${member.id}`)).status).toBe(404);
      expect((await manager.get(`${base()}/roles/${role.body.id}`)).body.assignedMembers).toEqual([]);
      const removal = await db().auditEntry.findFirst({ where: { entityId: member.id, action: "DELETE" } });
      expect(removal).toMatchObject({ entityType: "member", organizationId: holding, actorName: "Mette Manager" });
      expect(removal?.changes).toMatchObject({ scopes: { before: ["READ"], after: null } });
    });

    it("refuses removing oneself (409), and a manager of another tenant gets 404; nothing changes", async () => {
      const own = await db().membership.findFirstOrThrow({
        where: { organizationId: holding, user: { email: "manager@demo.example" } },
      });
      const self = await manager.delete(`${base()}/members/${own.id}`);
      expect(self.status).toBe(409);
      expect(self.body.error.code).toBe("self_removal");
      const member = await addMember();
      expect((await other.delete(`${base()}/members/${member.id}`)).status).toBe(404);
      expect((await other.delete(`/api/v1/organizations/${otherOrg}/members/${member.id}`)).status).toBe(404);
      expect((await editor.delete(`${base()}/members/${member.id}`)).status).toBe(403);
      expect(await db().membership.count({ where: { id: { in: [own.id, member.id] } } })).toBe(2);
    });
  });

  describe("roles and competences", () => {
    it("archives a role only without members (409 naming them), then it leaves the list unless asked for", async () => {
      const member = await addMember();
      const name = unique("Night shift");
      const role = await manager.post(`${base()}/roles`, { body: { name, memberIds: [member.id] } });
      const blocked = await manager.delete(`${base()}/roles/${role.body.id}`);
      expect(blocked.status).toBe(409);
      expect(blocked.body.error).toMatchObject({ code: "in_use", fields: { members: "1" } });
      expect(await db().role.findUniqueOrThrow({ where: { id: role.body.id } })).toMatchObject({ archivedDate: null });

      const fresh = (await manager.get(`${base()}/roles/${role.body.id}`)).body;
      await manager.put(`${base()}/roles/${role.body.id}`, {
        body: { name, memberIds: [], lastModifiedDate: fresh.lastModifiedDate },
      });
      expect((await manager.delete(`${base()}/roles/${role.body.id}`)).status).toBe(204);
      expect(await names(`roles?q=${encodeURIComponent(name)}`)).toEqual([]);
      expect(await names(`roles?q=${encodeURIComponent(name)}&archived=true`)).toEqual([name]);
      expect((await manager.get(`${base()}/roles/${role.body.id}/history`)).body.content[0]).toMatchObject({
        action: "ARCHIVE",
      });
      // archiving again is harmless
      expect((await manager.delete(`${base()}/roles/${role.body.id}`)).status).toBe(204);
    });

    it("archives a competence only when no role asks for it and no member must hold it", async () => {
      const name = unique("Crane licence");
      const competence = await editor.post(`${base()}/competences`, { body: { name, frequency: "P1Y" } });
      const role = await manager.post(`${base()}/roles`, {
        body: { name: unique("Crane crew"), competenceIds: [competence.body.id] },
      });
      const blocked = await editor.delete(`${base()}/competences/${competence.body.id}`);
      expect(blocked.status).toBe(409);
      expect(blocked.body.error.fields).toEqual({ roles: "1" });
      expect((await manager.delete(`${base()}/roles/${role.body.id}`)).status).toBe(204);
      // an archived role still asks for it: its link is what depends
      expect((await editor.delete(`${base()}/competences/${competence.body.id}`)).status).toBe(409);
      await db().roleCompetence.deleteMany({ where: { roleId: role.body.id } });
      expect((await editor.delete(`${base()}/competences/${competence.body.id}`)).status).toBe(204);
      expect(await names(`competences?q=${encodeURIComponent(name)}`)).toEqual([]);
      expect(await names(`competences?q=${encodeURIComponent(name)}&archived=true`)).toEqual([name]);
      expect((await manager.get(`${base()}/competences?archived=maybe`)).status).toBe(400);
    });

    it("lets no other tenant archive, and no reader", async () => {
      const role = await manager.post(`${base()}/roles`, { body: { name: unique("Guarded role") } });
      const competence = await editor.post(`${base()}/competences`, {
        body: { name: unique("Guarded competence"), frequency: "P1Y" },
      });
      const reader = await as("reader@demo.example");
      expect((await other.delete(`${base()}/roles/${role.body.id}`)).status).toBe(404);
      expect((await other.delete(`/api/v1/organizations/${otherOrg}/roles/${role.body.id}`)).status).toBe(404);
      expect((await other.delete(`/api/v1/organizations/${otherOrg}/competences/${competence.body.id}`)).status).toBe(
        404,
      );
      expect((await reader.delete(`${base()}/competences/${competence.body.id}`)).status).toBe(403);
      expect(await db().role.findUniqueOrThrow({ where: { id: role.body.id } })).toMatchObject({ archivedDate: null });
      expect(await db().competence.findUniqueOrThrow({ where: { id: competence.body.id } })).toMatchObject({
        archivedDate: null,
      });
    });
  });

  describe("stakeholder associations", () => {
    it("archives an association; it leaves the list, and another tenant cannot", async () => {
      const name = unique("Neighbours");
      const created = await editor.post(`${base()}/stakeholder-associations`, {
        body: { stakeholder: { name, type: "OTHER" }, relevance: "LOW" },
      });
      expect(created.status).toBe(201);
      expect(
        (await other.delete(`/api/v1/organizations/${otherOrg}/stakeholder-associations/${created.body.id}`)).status,
      ).toBe(404);
      expect((await editor.delete(`${base()}/stakeholder-associations/${created.body.id}`)).status).toBe(204);
      expect(await names(`stakeholder-associations?q=${encodeURIComponent(name)}`)).toEqual([]);
      expect(await names(`stakeholder-associations?q=${encodeURIComponent(name)}&archived=true`)).toEqual([name]);
    });
  });

  describe("organization structure", () => {
    it("archives an area only when no member works there", async () => {
      const area = await manager.post(`${base()}/areas`, { body: { name: unique("Paint shop") } });
      const member = await addMember({ areaId: area.body.id });
      const blocked = await manager.delete(`${base()}/areas/${area.body.id}`);
      expect(blocked.status).toBe(409);
      expect(blocked.body.error.fields).toEqual({ members: "1" });
      await db().membership.update({ where: { id: member.id }, data: { areaId: null } });
      expect((await other.delete(`/api/v1/organizations/${otherOrg}/areas/${area.body.id}`)).status).toBe(404);
      expect((await manager.delete(`${base()}/areas/${area.body.id}`)).status).toBe(204);
      const areas = (await manager.get(`${base()}/areas`)).body as { id: string }[];
      expect(areas.map((row) => row.id)).not.toContain(area.body.id);
    });

    it("archives a department only when nothing of its own is in use, naming what is", async () => {
      const department = await manager.post(`${base()}/departments`, { body: { name: unique("Warehouse") } });
      const id = department.body.id;
      const user = await db().user.create({ data: { email: `${randomUUID()}@removal.example`, name: "Storekeeper" } });
      await db().membership.create({ data: { userId: user.id, organizationId: id, scopes: ["READ"] } });
      await db().role.create({ data: { organizationId: id, name: "Storekeeper" } });
      const blocked = await manager.delete(`${base()}/departments/${id}`);
      expect(blocked.status).toBe(409);
      expect(blocked.body.error.fields).toEqual({ members: "1", roles: "1" });
      await db().membership.deleteMany({ where: { organizationId: id } });
      await db().role.updateMany({ where: { organizationId: id }, data: { archivedDate: new Date() } });
      expect((await other.delete(`/api/v1/organizations/${otherOrg}/departments/${id}`)).status).toBe(404);
      expect((await manager.delete(`${base()}/departments/${id}`)).status).toBe(204);
      const departments = (await manager.get(`${base()}/departments`)).body as { id: string }[];
      expect(departments.map((row) => row.id)).not.toContain(id);
    });

    it("archives a subsidiary without departments or members; it leaves the organization tree", async () => {
      const subsidiary = await manager.post(`${base()}/subsidiaries`, { body: { name: unique("Export ApS") } });
      const id = subsidiary.body.id;
      const department = await manager.post(`/api/v1/organizations/${id}/departments`, { body: { name: "Docks" } });
      const blocked = await manager.delete(`${base()}/subsidiaries/${id}`);
      expect(blocked.status).toBe(409);
      expect(blocked.body.error.fields).toEqual({ organizations: "1" });
      expect((await manager.delete(`/api/v1/organizations/${id}/departments/${department.body.id}`)).status).toBe(204);
      expect((await other.delete(`/api/v1/organizations/${otherOrg}/subsidiaries/${id}`)).status).toBe(404);
      // a subsidiary is archived from its parent, not from itself or a sibling
      expect((await manager.delete(`/api/v1/organizations/${id}/subsidiaries/${id}`)).status).toBe(404);
      expect((await manager.delete(`${base()}/subsidiaries/${id}`)).status).toBe(204);
      const tree = JSON.stringify((await manager.get(`/api/v1/organizations`)).body);
      expect(tree).not.toContain(id);
      const managerId = (await db().user.findUniqueOrThrow({ where: { email: "manager@demo.example" } })).id;
      expect((await reachableOrganizations(managerId)).map((organization) => organization.id)).not.toContain(id);
    });
  });

  describe("files", () => {
    it("deletes a file, row and bytes, and refuses while a record lists it", async () => {
      const upload = await editor.post(`${base()}/files`, { raw: multipart(PDF, "Old certificate.pdf") });
      expect(upload.status).toBe(201);
      const file = await db().storedFile.findUniqueOrThrow({ where: { id: upload.body.id } });
      // the upload is recorded with who made it, without where the bytes are
      const uploaded = await db().auditEntry.findFirstOrThrow({ where: { entityId: file.id, action: "CREATE" } });
      expect(uploaded).toMatchObject({ entityType: "file", actorName: "Erik Editor", organizationId: holding });
      expect(JSON.stringify(uploaded.changes)).not.toContain(file.storageKey);
      const competence = await editor.post(`${base()}/competences`, {
        body: { name: unique("Documented"), frequency: "P1Y", fileIds: [file.id] },
      });
      const blocked = await editor.delete(`${base()}/files/${file.id}`);
      expect(blocked.status).toBe(409);
      expect(blocked.body.error.fields).toEqual({ competences: "1" });
      await editor.put(`${base()}/competences/${competence.body.id}`, {
        body: { name: competence.body.name, frequency: "P1Y", fileIds: [] },
      });
      expect((await other.delete(`/api/v1/organizations/${otherOrg}/files/${file.id}`)).status).toBe(404);
      expect((await editor.delete(`${base()}/files/${file.id}`)).status).toBe(204);
      expect(await db().storedFile.findUnique({ where: { id: file.id } })).toBeNull();
      await expect(fileStorage().read(file.storageKey)).rejects.toThrow();
      const entry = await db().auditEntry.findFirst({ where: { entityId: file.id, action: "DELETE" } });
      expect(entry).toMatchObject({ entityType: "file", entityName: "Old certificate.pdf" });
      expect(JSON.stringify(entry?.changes)).not.toContain(file.storageKey);
    });
  });
});
