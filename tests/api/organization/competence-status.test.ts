import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays, addMonths } from "@/lib/platform/recurrence/frequency";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;
type Row = { id: string; name: string; overdueCount: number; dueSoonCount: number };

const competences = (orgId: string) => `/api/v1/organizations/${orgId}/competences`;
const members = (orgId: string) => `/api/v1/organizations/${orgId}/members`;
const wireDate = (date: Date) => date.toISOString().slice(0, 10);
const today = calendarToday();

// The competence list sorts and filters by status: overdue first, then due soon, then the rest.
describe("competence status in the list", () => {
  let holding: string;
  let manager: Caller;
  let member: { id: string };
  const names = async (query: string) =>
    ((await manager.get(`${competences(holding)}?q=probe&${query}`)).body.content as Row[]).map((row) => row.name);
  const add = async (name: string, lastAcquired: Date | null, deadline: Date | null = null) => {
    const answer = await manager.post(competences(holding), {
      body: {
        name,
        frequency: "P1Y",
        member_assignments:
          lastAcquired || deadline
            ? [
                {
                  member_id: member.id,
                  last_acquisition_date: lastAcquired && wireDate(lastAcquired),
                  acquisition_deadline: deadline && wireDate(deadline),
                },
              ]
            : [],
      },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  beforeAll(async () => {
    jest.spyOn(console, "log").mockImplementation(() => {});
    holding = await demo.holding();
    manager = await as("manager@demo.example");
    const created = await manager.post(members(holding), {
      body: { name: "Petra Probe", email: "petra.probe@status.example", scopes: ["READ"] },
    });
    expect(created.status).toBe(201);
    member = created.body;
    await add("probe valid", today);
    await add("probe overdue", addMonths(today, -14));
    await add("probe due soon", addDays(addMonths(today, -12), 10));
    await add("probe unassigned", null);
    await add("probe deadline passed", null, addDays(today, -3));
  }, 60_000);
  afterAll(() => jest.restoreAllMocks());

  it("sorts by status with overdue first, then due soon, then valid, and the reverse", async () => {
    const ascending = await names("sort=status,asc");
    expect(ascending).toEqual([
      "probe overdue",
      "probe deadline passed",
      "probe due soon",
      "probe valid",
      "probe unassigned",
    ]);
    expect(await names("sort=status,desc")).toEqual([...ascending].reverse());
  });

  it("filters by status", async () => {
    expect((await names("status=OVERDUE&sort=name,asc")).sort()).toEqual(["probe deadline passed", "probe overdue"]);
    expect(await names("status=DUE_SOON")).toEqual(["probe due soon"]);
    expect(await names("status=OK")).toEqual(["probe valid"]);
    // the filter's earlier word for OK, in saved links
    expect(await names("status=VALID")).toEqual(["probe valid"]);
    expect((await manager.get(`${competences(holding)}?status=LATE`)).status).toBe(400);
  });

  it("moves a competence when a requirement's dates change, whoever changes them", async () => {
    const list = (await manager.get(`${competences(holding)}?q=probe overdue`)).body.content as Row[];
    const overdue = list[0];
    const current = (await manager.get(`${competences(holding)}/${overdue.id}`)).body;
    const renewed = await manager.put(`${competences(holding)}/${overdue.id}`, {
      body: {
        name: current.name,
        frequency: "P1Y",
        member_assignments: [{ member_id: member.id, last_acquisition_date: wireDate(today) }],
        last_modified_date: current.lastModifiedDate,
      },
    });
    expect(renewed.status).toBe(200);
    expect((await names("status=OVERDUE")).sort()).toEqual(["probe deadline passed"]);
    expect((await names("status=VALID")).sort()).toEqual(["probe overdue", "probe valid"]);
  });
});
