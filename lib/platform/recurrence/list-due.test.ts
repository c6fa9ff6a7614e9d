import { compareDue, listDueFrom } from "./list-due";
import type { DueItem, DueSource } from "./sources";

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const item = (source: string, id: string, due: string): DueItem => ({
  source,
  id,
  title: id,
  dueDate: day(due),
  organizationId: "org",
  responsibleUserId: null,
  href: `/${source}/${id}`,
});
const source = (key: string, items: DueItem[]): DueSource => ({
  key,
  feature: "FULL",
  list: async ({ limit }) => items.slice(0, limit),
});

describe("listDueFrom", () => {
  const sources = [
    source("a", [item("a", "a1", "2026-03-01"), item("a", "a2", "2026-05-01")]),
    source("b", [item("b", "b1", "2026-02-01"), item("b", "b2", "2026-04-01")]),
  ];
  const query = { organizationIds: ["org"], dueBefore: day("2026-12-31"), limit: 10 };

  it("merges every source's items sorted by due date", async () => {
    const items = await listDueFrom(sources, query);
    expect(items.map((entry) => entry.id)).toEqual(["b1", "a1", "b2", "a2"]);
  });

  it("keeps only items due before the query's date and at most the limit", async () => {
    expect((await listDueFrom(sources, { ...query, dueBefore: day("2026-04-01") })).map((entry) => entry.id)).toEqual([
      "b1",
      "a1",
    ]);
    expect((await listDueFrom(sources, { ...query, limit: 3 })).map((entry) => entry.id)).toEqual(["b1", "a1", "b2"]);
  });

  it("lists an item with a lead time of its own from that many days before it falls due, given today", async () => {
    const withLead = (id: string, due: string, leadDays: number) => ({ ...item("c", id, due), leadDays });
    const leads = [
      source("c", [
        withLead("week", "2026-01-09", 7),
        withLead("quarter", "2026-03-31", 90),
        withLead("late", "2026-01-20", 7),
      ]),
      source("d", [item("d", "plain", "2026-01-25")]),
    ];
    const today = day("2026-01-02");
    const dueBefore = day("2026-02-01");
    // without today the query's date decides alone
    expect((await listDueFrom(leads, { ...query, dueBefore })).map((entry) => entry.id)).toEqual([
      "week",
      "late",
      "plain",
    ]);
    // with it: 9 January is within a week of 2 January, 20 January is not; 31 March within 90 days
    expect((await listDueFrom(leads, { ...query, dueBefore, today })).map((entry) => entry.id)).toEqual([
      "week",
      "plain",
      "quarter",
    ]);
  });

  it("lists a missing item whatever its date, overdue and first", async () => {
    const today = day("2026-01-10");
    const missing = { ...item("m", "no-sheet", "2026-06-01"), missing: true };
    const found = await listDueFrom([source("m", [missing]), ...sources], {
      ...query,
      dueBefore: day("2026-03-15"),
      today,
    });
    // registered today or in the future, a missing sheet is still wanted now: before every dated item
    expect(found.map((entry) => entry.id)).toEqual(["no-sheet", "b1", "a1"]);
    // without today (the calendar feed) it still comes first, and a limit keeps it
    expect((await listDueFrom([...sources, source("m", [missing])], { ...query, limit: 1 })).map((e) => e.id)).toEqual([
      "no-sheet",
    ]);
  });

  it("puts what is overdue before what is not, each by date", () => {
    const today = day("2026-03-15");
    const items = [item("a", "soon", "2026-03-20"), item("a", "late", "2026-03-01"), item("a", "later", "2026-04-01")];
    const missing = { ...item("b", "gone", "2026-03-16"), missing: true };
    expect([...items, missing].sort(compareDue(today)).map((entry) => entry.id)).toEqual([
      "late",
      "gone",
      "soon",
      "later",
    ]);
  });

  it("asks nothing for no organizations", async () => {
    const list = jest.fn();
    expect(await listDueFrom([{ key: "x", feature: "FULL", list }], { ...query, organizationIds: [] })).toEqual([]);
    expect(list).not.toHaveBeenCalled();
  });
});
