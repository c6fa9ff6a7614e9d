// A member's acquisitions of a competence (issue "audit-ready", point 4): each is a record with its
// certificate, date and who recorded it; the expiry follows from the competence's recurrence; a
// later one never overwrites an earlier one; the requirement follows the latest; "not yet acquired"
// counts as missing in the lists' counters.
import { competencesDue } from "@/lib/modules/organization/competences/due-source";
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays, addMonths } from "@/lib/platform/recurrence/frequency";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PDF } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;
type Acquisition = {
  id: string;
  competence: { id: string; name: string };
  acquiredOn: string;
  expiresOn: string | null;
  note: string | null;
  files: { id: string; name: string }[];
  recordedByName: string | null;
};
type Requirement = {
  competence: { id: string };
  status: string;
  lastAcquisitionDate: string | null;
  nextDueDate: string | null;
};

const wireDate = (date: Date) => date.toISOString().slice(0, 10);
const today = calendarToday();

describe("competence acquisitions", () => {
  let holding: string;
  let manager: Caller;
  let memberId: string;
  let competenceId: string;
  const base = () => `/api/v1/organizations/${holding}/members/${memberId}/competences/${competenceId}/acquisitions`;
  const requirementOf = async (id = competenceId): Promise<Requirement> => {
    const member = await manager.get(`/api/v1/organizations/${holding}/members/${memberId}`);
    return (member.body.competenceRequirements as Requirement[]).find((row) => row.competence.id === id)!;
  };
  const record = (body: Record<string, unknown>, caller = manager, path = base()) => caller.post(path, { body });

  beforeAll(async () => {
    jest.spyOn(console, "log").mockImplementation(() => {});
    holding = await demo.holding();
    manager = await as("manager@demo.example");
    const member = await manager.post(`/api/v1/organizations/${holding}/members`, {
      body: { name: "Ada Acquirer", email: "ada.acquirer@acquisitions.example", scopes: ["READ"] },
    });
    expect(member.status).toBe(201);
    memberId = member.body.id;
    const competence = await manager.post(`/api/v1/organizations/${holding}/competences`, {
      body: { name: "Acquisition probe first aid", frequency: "P2Y", memberAssignments: [{ memberId: memberId }] },
    });
    expect(competence.status).toBe(201);
    competenceId = competence.body.id;
  }, 60_000);
  afterAll(() => jest.restoreAllMocks());

  it("counts a requirement not yet acquired as missing, not as valid, in the member and competence lists", async () => {
    const members = await manager.get(`/api/v1/organizations/${holding}/members?q=Ada%20Acquirer`);
    const row = members.body.content[0];
    expect(row).toMatchObject({ overdueCount: 0, dueSoonCount: 0, missingCount: 1 });
    const listed = async (status: string) =>
      (
        await manager.get(`/api/v1/organizations/${holding}/competences?q=Acquisition%20probe&status=${status}`)
      ).body.content.map((competence: { name: string }) => competence.name);
    expect(await listed("MISSING")).toEqual(["Acquisition probe first aid"]);
    expect(await listed("OK")).toEqual([]);
    const competences = await manager.get(`/api/v1/organizations/${holding}/competences?q=Acquisition%20probe`);
    expect(competences.body.content[0]).toMatchObject({ assignedCount: 1, missingCount: 1 });
  });

  it("lists a requirement without a deadline, never acquired, as missing on the dashboard, wanted since it was required", async () => {
    const missing = async (dueBefore = today) =>
      (await competencesDue.list({ organizationIds: [holding], dueBefore, limit: 10_000 })).filter(
        (item) => item.title === "Acquisition probe first aid: Ada Acquirer",
      );
    // the due lists name active members: Ada accepts her invitation
    await db().membership.update({ where: { id: memberId }, data: { status: "ACTIVE" } });
    const [item] = await missing();
    const required = await db().competenceRequirement.findFirstOrThrow({
      where: { membershipId: memberId, competenceId },
    });
    expect(item).toMatchObject({ missing: true, href: expect.stringContaining(memberId) });
    expect(wireDate(item.dueDate)).toBe(required.createdDate.toISOString().slice(0, 10));
    // with a deadline it is due on that day instead, not missing
    const deadline = addDays(today, 10);
    await db().competenceRequirement.update({ where: { id: required.id }, data: { acquisitionDeadline: deadline } });
    expect(await missing()).toEqual([]);
    const [due] = await missing(addDays(today, 30));
    expect(due.missing).toBe(false);
    expect(wireDate(due.dueDate)).toBe(wireDate(deadline));
    await db().competenceRequirement.update({ where: { id: required.id }, data: { acquisitionDeadline: null } });
    expect(await missing()).toHaveLength(1);
  });

  it("records an acquisition with its certificate, expiring after the competence's recurrence", async () => {
    const file = await manager.post(`/api/v1/organizations/${holding}/files`, {
      raw: multipart(PDF, "First aid certificate.pdf"),
    });
    expect(file.status).toBe(201);
    const acquiredOn = addMonths(today, -23);
    const answer = await record({
      acquiredOn: wireDate(acquiredOn),
      note: "Red Cross course",
      fileIds: [file.body.id],
    });
    expect(answer.status).toBe(201);
    const acquisition = answer.body as Acquisition;
    expect(acquisition).toMatchObject({
      competence: { id: competenceId, name: "Acquisition probe first aid" },
      acquiredOn: wireDate(acquiredOn),
      expiresOn: wireDate(addMonths(acquiredOn, 24)),
      note: "Red Cross course",
      files: [{ id: file.body.id, name: "First aid certificate.pdf" }],
      recordedByName: "Mette Manager",
    });
    expect(await requirementOf()).toMatchObject({
      lastAcquisitionDate: wireDate(acquiredOn),
      nextDueDate: wireDate(addMonths(acquiredOn, 24)),
      status: "DUE_SOON",
    });
  });

  it("keeps the earlier acquisition when a later one is recorded, and falls back to it when the later one is removed", async () => {
    const renewed = await record({ acquiredOn: wireDate(addDays(today, -2)), fileIds: [] });
    expect(renewed.status).toBe(201);
    const list = (await manager.get(base())).body as Acquisition[];
    expect(list.map((row) => row.acquiredOn)).toEqual([wireDate(addDays(today, -2)), wireDate(addMonths(today, -23))]);
    expect(list[1].files).toHaveLength(1);
    expect(await requirementOf()).toMatchObject({ lastAcquisitionDate: wireDate(addDays(today, -2)), status: "OK" });

    expect((await manager.delete(`${base()}/${renewed.body.id}`)).status).toBe(204);
    expect(((await manager.get(base())).body as Acquisition[]).map((row) => row.acquiredOn)).toEqual([
      wireDate(addMonths(today, -23)),
    ]);
    expect(await requirementOf()).toMatchObject({ lastAcquisitionDate: wireDate(addMonths(today, -23)) });
    // the member's history names both the recording and the removal
    const history = await manager.get(`/api/v1/organizations/${holding}/members/${memberId}/history?size=50`);
    const acquisitions = (history.body.content as { entityType: string; action: string }[]).filter(
      (entry) => entry.entityType === "competence_acquisition",
    );
    expect(acquisitions.map((entry) => entry.action).sort()).toEqual(["CREATE", "CREATE", "DELETE"]);
  });

  it("refuses a date in the future and a file of another organization, and changes nothing", async () => {
    const future = await record({ acquiredOn: wireDate(addDays(today, 1)), fileIds: [] });
    expect(future.status).toBe(422);
    expect(future.body.error.fields.acquiredOn).toBe("The date acquired cannot be in the future.");
    const other = await as("other@demo.example");
    const foreign = await other.post(`/api/v1/organizations/${await demo.other()}/files`, {
      raw: multipart(PDF, "foreign.pdf"),
    });
    const borrowed = await record({ acquiredOn: wireDate(today), fileIds: [foreign.body.id] });
    expect(borrowed.status).toBe(422);
    expect(Object.keys(borrowed.body.error.fields)).toEqual(["fileIds"]);
    expect((await manager.get(base())).body).toHaveLength(1);
  });

  it("records a later date typed on the competence form as an acquisition, and refuses an earlier one", async () => {
    const competence = await manager.get(`/api/v1/organizations/${holding}/competences/${competenceId}`);
    const put = (lastAcquired: string | null, lastModifiedDate: string) =>
      manager.put(`/api/v1/organizations/${holding}/competences/${competenceId}`, {
        body: {
          name: "Acquisition probe first aid",
          frequency: "P2Y",
          memberAssignments: [{ memberId: memberId, lastAcquisitionDate: lastAcquired }],
          lastModifiedDate: lastModifiedDate,
        },
      });
    const earlier = await put(wireDate(addMonths(today, -30)), competence.body.lastModifiedDate);
    expect(earlier.status).toBe(422);
    const message = earlier.body.error.fields["memberAssignments.0.lastAcquisitionDate"] as string;
    expect(message).toContain("is on record");
    // the date as the screens show it, never an ISO date
    expect(message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect((await put(null, competence.body.lastModifiedDate)).status).toBe(422);

    const later = await put(wireDate(addDays(today, -1)), competence.body.lastModifiedDate);
    expect(later.status).toBe(200);
    const list = (await manager.get(base())).body as Acquisition[];
    expect(list.map((row) => [row.acquiredOn, row.recordedByName, row.files.length])).toEqual([
      [wireDate(addDays(today, -1)), "Mette Manager", 0],
      [wireDate(addMonths(today, -23)), "Mette Manager", 1],
    ]);
  });

  it("gives a requirement taken away and asked for again by a role its acquisition back", async () => {
    const role = await manager.post(`/api/v1/organizations/${holding}/roles`, {
      body: { name: "Acquisition probe role", competenceIds: [competenceId], memberIds: [memberId] },
    });
    expect(role.status).toBe(201);
    const member = await manager.get(`/api/v1/organizations/${holding}/members/${memberId}`);
    // the manual requirement is taken off the member; the role still asks for it
    const updated = await manager.put(`/api/v1/organizations/${holding}/members/${memberId}`, {
      body: {
        scopes: ["READ"],
        roleIds: [],
        competenceRequirements: [],
        lastModifiedDate: member.body.lastModifiedDate,
        name: "Ada Acquirer",
      },
    });
    expect(updated.status).toBe(200);
    expect(await requirementOf()).toBeUndefined();
    const again = await manager.get(`/api/v1/organizations/${holding}/roles/${role.body.id}`);
    const readded = await manager.put(`/api/v1/organizations/${holding}/roles/${role.body.id}`, {
      body: {
        name: "Acquisition probe role",
        competenceIds: [competenceId],
        memberIds: [memberId],
        lastModifiedDate: again.body.lastModifiedDate,
      },
    });
    expect(readded.status).toBe(200);
    expect(await requirementOf()).toMatchObject({ lastAcquisitionDate: wireDate(addDays(today, -1)) });
  });

  it("answers in Danish, with a Danish date, to a Danish manager", async () => {
    const limited = await as("limited@demo.example");
    const org = await demo.limited();
    const member = await limited.post(`/api/v1/organizations/${org}/members`, {
      body: { name: "Dorte Dansk", email: "dorte@acquisitions.example", scopes: ["READ"] },
    });
    const competence = await limited.post(`/api/v1/organizations/${org}/competences`, {
      body: {
        name: "Førstehjælp probe",
        frequency: "P1Y",
        memberAssignments: [{ memberId: member.body.id, lastAcquisitionDate: "2026-03-05" }],
      },
    });
    expect(competence.status).toBe(201);
    const put = await limited.put(`/api/v1/organizations/${org}/competences/${competence.body.id}`, {
      body: {
        name: "Førstehjælp probe",
        frequency: "P1Y",
        memberAssignments: [{ memberId: member.body.id, lastAcquisitionDate: "2026-01-05" }],
        lastModifiedDate: competence.body.lastModifiedDate,
      },
    });
    expect(put.status).toBe(422);
    expect(put.body.error.fields["memberAssignments.0.lastAcquisitionDate"]).toBe(
      "En erhvervelse den 5. mar. 2026 er registreret. Fjern den på medarbejderens side, før du angiver en tidligere dato.",
    );
  });

  it("keeps every tenant and permission apart", async () => {
    const other = await as("other@demo.example");
    const reader = await as("reader@demo.example");
    const list = (await manager.get(base())).body as Acquisition[];
    // an organization the person is no member of is not there for them
    expect((await other.get(base())).status).toBe(404);
    expect((await reader.get(base())).status).toBe(403);
    expect((await record({ acquiredOn: wireDate(today), fileIds: [] }, reader)).status).toBe(403);
    expect((await reader.delete(`${base()}/${list[0].id}`)).status).toBe(403);
    // another organization's manager, through their own organization's address, finds nothing
    const otherBase = `/api/v1/organizations/${await demo.other()}/members/${memberId}/competences/${competenceId}/acquisitions`;
    expect((await other.get(otherBase)).status).toBe(404);
    expect((await record({ acquiredOn: wireDate(today), fileIds: [] }, other, otherBase)).status).toBe(404);
    expect((await other.delete(`${otherBase}/${list[0].id}`)).status).toBe(404);
    expect(((await manager.get(base())).body as Acquisition[]).length).toBe(list.length);
  });
});
