// No input may produce a 500: NUL characters, deep nesting and dates out of range are refused with
// a 4xx that names the field, and a date stored before dates were bounded cannot break a read.
import { db } from "@/lib/platform/db";
import { as, call } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;

const NUL = "\u0000";
const nulIn = (field: string) =>
  expect.objectContaining({
    status: 422,
    body: { error: expect.objectContaining({ code: "validation_failed", fields: { [field]: expect.any(String) } }) },
  });

describe("hostile input", () => {
  let holding: string;
  let manager: Caller;
  let admin: Caller;
  const orgApi = (path: string) => `/api/v1/organizations/${holding}${path}`;

  beforeAll(async () => {
    holding = await demo.holding();
    [manager, admin] = await Promise.all([as("manager@demo.example"), as("admin@demo.example")]);
  });

  describe("a NUL character", () => {
    it("in a query is 422 naming the parameter", async () => {
      expect(await manager.get(`/api/v1/nace-codes?q=a%00b`)).toEqual(nulIn("q"));
      expect(await manager.get(orgApi(`/members?q=%00`))).toEqual(nulIn("q"));
    });

    it("in a name, an e-mail or a nested entry is 422 naming the field", async () => {
      expect(
        await manager.post(orgApi("/members"), { body: { name: `A${NUL}`, email: "a@x.example", scopes: ["READ"] } }),
      ).toEqual(nulIn("name"));
      expect(await manager.post(orgApi("/roles"), { body: { name: "R", description: `x${NUL}` } })).toEqual(
        nulIn("description"),
      );
      expect(
        await manager.post(orgApi("/competences"), {
          body: { name: "C", frequency: "P1Y", member_assignments: [{ member_id: `${NUL}` }] },
        }),
      ).toEqual(nulIn("memberAssignments.0.memberId"));
    });

    it("in rich text is 422", async () => {
      expect(await manager.put(orgApi("/scope"), { body: { content: `<p>scope${NUL}</p>` } })).toEqual(
        nulIn("content"),
      );
    });

    it("in file metadata is 422", async () => {
      const file = await db().storedFile.findFirst({ where: { organizationId: holding }, select: { id: true } });
      const target = file?.id ?? "00000000-0000-4000-8000-000000000000";
      expect(await manager.put(orgApi(`/files/${target}`), { body: { name: `x${NUL}.pdf` } })).toEqual(nulIn("name"));
    });

    it("in the catalogue is 422", async () => {
      expect(await admin.post("/api/v1/stakeholders", { body: { name: `S${NUL}`, type: "OTHER" } })).toEqual(
        nulIn("name"),
      );
    });

    it("in the sign-in username, the reset e-mail and a new password is 422", async () => {
      expect(
        await call("POST", "/api/v1/authentications", {
          form: { username: `manager@demo.example${NUL}`, password: "x" },
        }),
      ).toEqual(nulIn("username"));
      expect(await call("POST", "/api/v1/user/password-reset", { body: { email: `a${NUL}@x.example` } })).toEqual(
        nulIn("email"),
      );
      expect(await call("POST", "/api/v1/user/password", { body: { token: `t${NUL}`, password: "p" } })).toEqual(
        nulIn("token"),
      );
    });

    it("in a key is 422 too", async () => {
      expect(await manager.put(orgApi("/scope"), { body: { content: "<p>x</p>", [`extra${NUL}`]: 1 } })).toEqual(
        nulIn("extra"),
      );
    });
  });

  describe("deep nesting", () => {
    it("of 50,000 levels is 400 before anything walks it", async () => {
      const deep = "[".repeat(50_000) + "]".repeat(50_000);
      const answer = await manager.post(orgApi("/roles"), {
        raw: { body: `{"name":${deep}}`, contentType: "application/json" },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("too_deeply_nested");
    });

    it("of objects is refused alike, also on public routes", async () => {
      const deep = '{"a":'.repeat(1000) + "1" + "}".repeat(1000);
      const answer = await call("POST", "/api/v1/user/password-reset", {
        raw: { body: deep, contentType: "application/json" },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("too_deeply_nested");
    });

    it("within the limit goes on to validation", async () => {
      const answer = await manager.post(orgApi("/roles"), {
        raw: { body: '{"name":[[[[1]]]]}', contentType: "application/json" },
      });
      expect(answer.status).toBe(422);
    });
  });

  describe("dates", () => {
    let memberId: string;
    let competenceId: string;
    beforeAll(async () => {
      const member = await manager.post(orgApi("/members"), {
        body: { name: "Date Person", email: "date-person@hostile.example", scopes: ["READ"] },
      });
      memberId = member.body.id;
      const competence = await manager.post(orgApi("/competences"), {
        body: { name: "Date competence", frequency: "P15Y" },
      });
      competenceId = competence.body.id;
    });

    it.each(["0000-01-01", "1899-12-31", "2201-01-01", "9999-06-01"])("%s is 422 naming the field", async (date) => {
      const answer = await manager.put(orgApi(`/competences/${competenceId}`), {
        body: {
          name: "Date competence",
          frequency: "P15Y",
          member_assignments: [{ member_id: memberId, last_acquisition_date: date }],
        },
      });
      expect(answer).toEqual(
        expect.objectContaining({
          status: 422,
          body: {
            error: expect.objectContaining({
              fields: { "memberAssignments.0.lastAcquisitionDate": expect.stringMatching(/1900.*2200/) },
            }),
          },
        }),
      );
    });

    it("of a file and the freshness stamp are bounded too", async () => {
      const file = await db().storedFile.findFirst({ where: { organizationId: holding }, select: { id: true } });
      const target = file?.id ?? "00000000-0000-4000-8000-000000000000";
      const answer = await manager.put(orgApi(`/files/${target}`), { body: { name: "x.pdf", date: "0000-01-01" } });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toHaveProperty("date");
      const stale = await manager.put(orgApi("/scope"), {
        body: { content: "<p>x</p>", last_modified_date: "0000-01-01T00:00:00Z" },
      });
      expect(stale.status).toBe(422);
      expect(stale.body.error.fields).toHaveProperty("lastModifiedDate");
    });

    it("at the ends of the range are accepted, and the due date follows", async () => {
      const answer = await manager.put(orgApi(`/competences/${competenceId}`), {
        body: {
          name: "Date competence",
          frequency: "P15Y",
          member_assignments: [{ member_id: memberId, last_acquisition_date: "2200-12-31" }],
        },
      });
      expect(answer.status).toBe(200);
      const requirement = await db().competenceRequirement.findFirstOrThrow({
        where: { competenceId, membershipId: memberId },
      });
      expect(requirement.nextDueDate?.toISOString().slice(0, 10)).toBe("2215-12-31");
    });

    it("stored far in the future before the bound still leaves the member and competence readable", async () => {
      await db()
        .$executeRaw`UPDATE "CompetenceRequirement" SET "lastAcquisitionDate" = '9999-06-01', "nextDueDate" = '9999-12-31' WHERE "competenceId" = ${competenceId}::uuid`;
      expect((await manager.get(orgApi("/members?size=100"))).status).toBe(200);
      expect((await manager.get(orgApi(`/members/${memberId}`))).status).toBe(200);
      expect((await manager.get(orgApi(`/competences/${competenceId}`))).status).toBe(200);
    });
  });
});
