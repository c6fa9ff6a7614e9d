// The performance overview (issue 28): month by month, this year against last, rolled up over the
// organization's subtree, with figures worked out by hand; the lost-time injuries its frequency
// divides by the hours worked; a workbook export; LIMITED refused.
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;

let holding: string;
let subsidiary: string;
let editor: Caller;
let manager: Caller;
let reader: Caller;
const api = (orgId: string, path: string) => `/api/v1/organizations/${orgId}${path}`;

beforeAll(async () => {
  [holding, subsidiary] = await Promise.all([demo.holding(), demo.subsidiary()]);
  [editor, manager, reader] = await Promise.all([
    as("editor@demo.example"),
    as("manager@demo.example"),
    as("reader@demo.example"),
  ]);
});

it("adds up a year month by month over the subtree, beside the year before, with the lost-time injuries and hours worked", async () => {
  // 2025: an electricity register in the holding, 1,000 kWh in March (read 1 March and 1 April);
  // 2024: another, 240 kWh in June (a register read once more in between would share its
  // difference over the months between, as the meters' own series do)
  const register = async (name: string, readings: [string, string][]) => {
    const meter = await editor.post(api(holding, "/meters"), {
      body: { name, meter_type: "ELECTRICITY", unit: "KWH", reading_mode: "REGISTER" },
    });
    for (const [at, value] of readings) {
      const read = await editor.post(api(holding, `/meters/${meter.body.id}/readings`), {
        body: { performed_at: at, value },
      });
      expect(read.status).toBe(201);
    }
  };
  await register("Overview meter 2025", [
    ["2025-03-01T00:00:00+01:00", "500"],
    ["2025-04-01T00:00:00+02:00", "1500"],
  ]);
  await register("Overview meter 2024", [
    ["2024-06-01T00:00:00+02:00", "100"],
    ["2024-07-01T00:00:00+02:00", "340"],
  ]);
  // an accident with 3 workdays lost in the subsidiary in May 2025, and a near miss in the holding
  const accident = await editor.post(api(subsidiary, "/events"), {
    body: {
      title: "Fall from a ladder",
      kind: "ACCIDENT",
      importance: "HIGH",
      accident_occurred: true,
      occurred_at: "2025-05-20T10:00:00+02:00",
    },
  });
  const event = (await manager.get(api(subsidiary, `/events/${accident.body.id}`))).body;
  const investigated = await manager.put(api(subsidiary, `/events/${event.id}`), {
    body: {
      title: event.title,
      kind: event.kind,
      importance: event.importance,
      accident_occurred: true,
      occurred_at: event.occurredAt,
      status: "UNDER_INVESTIGATION",
      lost_workdays: 3,
      last_modified_date: event.lastModifiedDate,
    },
  });
  expect(investigated.status).toBe(200);
  expect(investigated.body.lostWorkdays).toBe(3);
  await editor.post(api(holding, "/events"), {
    body: {
      title: "Pallet almost fell",
      kind: "NEAR_MISS",
      importance: "LOW",
      occurred_at: "2025-05-02T08:00:00+02:00",
    },
  });
  // hours worked in the subsidiary: 20,000 a month in 2025 from January to June
  const figure = await manager.post(api(subsidiary, "/activity-figures"), {
    body: { kind: "HOURS_WORKED", name: "Hours", unit: "h" },
  });
  expect(figure.status).toBe(201);
  const values = await manager.put(api(subsidiary, `/activity-figures/${figure.body.id}/values`), {
    body: { year: 2025, values: [20000, 20000, 20000, 20000, 20000, 20000, null, null, null, null, null, null] },
  });
  expect(values.status).toBe(200);

  const answer = await reader.get(api(holding, "/performance-overview?year=2025"));
  expect(answer.status).toBe(200);
  const overview = answer.body;
  expect(overview.year).toBe(2025);
  expect(overview.energyKwh.thisYear.slice(0, 4)).toEqual([null, null, 1000, null]);
  expect(overview.energyKwh.lastYear[5]).toBe(240);
  expect(overview.events.byKind.ACCIDENT.thisYear[4]).toBe(1);
  expect(overview.events.byKind.NEAR_MISS.thisYear[4]).toBe(1);
  // a month gone by without events counts none
  expect(overview.events.byKind.ACCIDENT.thisYear[0]).toBe(0);
  expect(overview.events.lostTimeInjuries.thisYear[4]).toBe(1);
  expect(overview.hoursWorked.thisYear.slice(0, 7)).toEqual([20000, 20000, 20000, 20000, 20000, 20000, null]);
  // the holding with everything below it, then the subsidiary on its own
  const [whole, ...below] = overview.organizations;
  expect(whole).toMatchObject({ id: holding, energyKwh: 1000, events: 2, lostTimeInjuries: 1, hoursWorked: 120000 });
  expect(below.find((row: { id: string }) => row.id === subsidiary)).toMatchObject({
    energyKwh: null,
    events: 1,
    lostTimeInjuries: 1,
    hoursWorked: 120000,
  });
  // the subsidiary's own overview sees none of the holding's figures
  const own = (await reader.get(api(subsidiary, "/performance-overview?year=2025"))).body;
  expect(own.energyKwh.thisYear[2]).toBeNull();
  expect(own.events.byKind.NEAR_MISS.thisYear[4]).toBe(0);

  const sheet = await reader.get(api(holding, "/performance-overview?year=2025&format=xlsx"), { bytes: true });
  expect(sheet.status).toBe(200);
  expect(sheet.headers.get("content-type")).toContain("spreadsheetml");
  expect(sheet.body.subarray(0, 2).toString()).toBe("PK");
});

it("is not part of LIMITED access", async () => {
  const limited = await as("limited@demo.example");
  expect((await limited.get(api(await demo.limited(), "/performance-overview"))).status).toBe(403);
});
