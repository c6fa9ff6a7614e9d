// Events: the server-side list with its filters, sorts, archive and export, the statistics, and open
// actions as due items.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/platform/db";
import { listDue } from "@/lib/modules/due-sources";
import { actionBody, edit, eventCallers, events, ids, reportEvent, search, type Caller } from "./event-calls";

describe("event lists, statistics and due items", () => {
  let holding: string;
  let editor: Caller;
  let reader: Caller;
  let managerMembership: string;
  let managerUserId: string;

  const report = (body: Record<string, unknown> = {}) => reportEvent(editor, holding, body);

  beforeAll(async () => {
    ({ holding, editor, reader, managerMembership, managerUserId } = await eventCallers());
  });

  it("lists events server-side with every filter, sort, archive and export", async () => {
    const marker = `Wombat${Date.now()}`;
    const area = await db().area.create({ data: { organizationId: holding, name: `Yard ${marker}` } });
    const a = await report({
      title: `${marker} A`,
      kind: "ACCIDENT",
      importance: "HIGH",
      accident_occurred: true,
      occurred_at: "2025-06-01T10:00:00Z",
      area_id: area.id,
    });
    const b = await report({
      title: `${marker} B`,
      kind: "NEAR_MISS",
      importance: "LOW",
      occurred_at: "2026-02-01T10:00:00Z",
    });
    const list = async (params: Record<string, string>) =>
      ids((await reader.get(`${events(holding)}?${search({ q: marker, ...params })}`)).body);
    expect(await list({})).toEqual([b.id, a.id]);
    expect(await list({ sort: "occurredAt,asc" })).toEqual([a.id, b.id]);
    expect(await list({ kind: "ACCIDENT" })).toEqual([a.id]);
    expect(await list({ importance: "LOW" })).toEqual([b.id]);
    expect(await list({ accident: "true" })).toEqual([a.id]);
    expect(await list({ accident: "false" })).toEqual([b.id]);
    expect(await list({ area_id: area.id })).toEqual([a.id]);
    expect(await list({ from: "2026-01-01" })).toEqual([b.id]);
    expect(await list({ to: "2025-12-31" })).toEqual([a.id]);
    expect(await list({ status: "REPORTED" })).toEqual([b.id, a.id]);
    expect(await list({ status: "CLOSED" })).toEqual([]);
    expect((await editor.delete(`${events(holding)}/${a.id}`)).status).toBe(204);
    expect(await list({})).toEqual([b.id]);
    expect(await list({ archived: "true" })).toEqual([a.id]);
    const csv = await reader.get(`${events(holding)}?${search({ q: marker, format: "csv" })}`);
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(`${marker} B`);
    expect(csv.body).toContain("Near miss");
  });

  it("counts events per month, accidents and near misses per year, and the days since the last accident", async () => {
    const org = await db().organization.create({
      data: { name: `Statistics ${randomUUID()}`, type: "SUBSIDIARY", parentId: holding, holdingId: holding },
    });
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db().event.createMany({
      data: [
        {
          organizationId: org.id,
          title: "Cut",
          kind: "ACCIDENT",
          importance: "HIGH",
          accidentOccurred: true,
          occurredAt: daysAgo(12),
        },
        { organizationId: org.id, title: "Trip", kind: "NEAR_MISS", importance: "LOW", occurredAt: daysAgo(3) },
        {
          organizationId: org.id,
          title: "Old",
          kind: "NEAR_MISS",
          importance: "LOW",
          occurredAt: daysAgo(800),
          status: "CLOSED",
        },
      ],
    });
    const stats = (await editor.get(`${events(org.id)}/statistics`)).body;
    expect(stats.daysSinceLastAccident).toBe(12);
    expect(stats.open).toBe(2);
    expect(stats.months).toHaveLength(12);
    const counted = stats.months.reduce((sum: number, month: { total: number }) => sum + month.total, 0);
    expect(counted).toBe(2);
    expect(
      stats.months.reduce((sum: number, month: { kinds: { ACCIDENT: number } }) => sum + month.kinds.ACCIDENT, 0),
    ).toBe(1);
    const years = stats.years as { accidents: number; nearMisses: number }[];
    expect(years.reduce((sum, year) => sum + year.nearMisses, 0)).toBe(2);
    expect(years.reduce((sum, year) => sum + year.accidents, 0)).toBe(1);
  });

  it("registers open actions with a due date as due items, for their responsible person, until done", async () => {
    const event = await report({ title: "Guard missing on the lathe" });
    const saved = (
      await editor.put(`${events(holding)}/${event.id}`, {
        body: edit(event, {
          actions: [
            {
              type: "CORRECTIVE",
              description: "Mount the guard",
              responsible_id: managerMembership,
              due_date: "2026-01-05",
            },
          ],
        }),
      })
    ).body;
    const due = () =>
      listDue({
        organizationIds: [holding],
        dueBefore: new Date("2026-02-01"),
        responsibleUserId: managerUserId,
        limit: 1000,
      });
    const item = (await due()).find((entry) => entry.id === saved.actions[0].id);
    expect(item).toMatchObject({
      source: "eventActions",
      title: expect.stringContaining("Mount the guard"),
      dueDate: new Date("2026-01-05T00:00:00Z"),
      responsibleUserId: managerUserId,
      href: `/evaluation/event-handling/${event.id}`,
    });
    await editor.put(`${events(holding)}/${event.id}`, {
      body: edit(saved, { actions: [{ ...actionBody(saved.actions[0]), done_date: "2026-01-04" }] }),
    });
    expect((await due()).map((entry) => entry.id)).not.toContain(saved.actions[0].id);
  });
});
