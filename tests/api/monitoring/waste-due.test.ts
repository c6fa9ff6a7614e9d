// Waste collections falling due: by the arrangement's frequency after its latest registration.
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addMonths } from "@/lib/platform/recurrence/frequency";
import { wasteCollectionsDue } from "@/lib/modules/monitoring/waste/due-source";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { setUp } from "./waste-setup";

describe("collections falling due", () => {
  const due = (organizationId: string) =>
    wasteCollectionsDue.list({ organizationIds: [organizationId], dueBefore: new Date("2200-01-01"), limit: 1000 });
  const dueOf = async (organizationId: string, id: string) =>
    (await due(organizationId))
      .find((item) => item.id === id)
      ?.dueDate.toISOString()
      .slice(0, 10);

  it("falls due by the frequency after the latest registration, and moves when a collection is registered", async () => {
    const editor = await as("editor@demo.example");
    const holding = await demo.holding();
    const { at, handler, cardboard, mixed } = await setUp(editor, holding, "Due Collections A/S");
    // never collected: one frequency after the arrangement was made
    const made = (await db().wasteArrangement.findUniqueOrThrow({ where: { id: cardboard.id } })).createdDate;
    const firstDue = await dueOf(holding, cardboard.id);
    // the day it was made as the application counts days (APP_TIME_ZONE), not the UTC date
    expect(firstDue).toBe(addMonths(calendarToday(made), 1).toISOString().slice(0, 10));
    // without a frequency nothing falls due
    expect(await dueOf(holding, mixed.id)).toBeUndefined();

    const collected = await editor.post(`${at}/bulk-registrations`, {
      body: { performed_at: "2020-01-31", lines: [{ arrangement_id: cardboard.id, quantity: "10" }] },
    });
    expect(collected.status).toBe(201);
    expect(await dueOf(holding, cardboard.id)).toBe("2020-02-29");
    await editor.post(`${at}/bulk-registrations`, {
      body: { performed_at: "2020-03-15", lines: [{ arrangement_id: cardboard.id, quantity: "12" }] },
    });
    const item = (await due(holding)).find((entry) => entry.id === cardboard.id)!;
    expect(item).toMatchObject({
      source: "wasteCollections",
      title: "Cardboard baler (Due Collections A/S)",
      responsibleUserId: null,
      href: `/monitoring/waste/${handler.id}/registrations/new`,
    });
    expect(item.dueDate.toISOString().slice(0, 10)).toBe("2020-04-15");
    // an arrangement's own person is nobody: never among one person's items
    const editorUser = await db().user.findUniqueOrThrow({ where: { email: "editor@demo.example" } });
    const mine = await wasteCollectionsDue.list({
      organizationIds: [holding],
      dueBefore: new Date("2200-01-01"),
      responsibleUserId: editorUser.id,
      limit: 1000,
    });
    expect(mine).toEqual([]);

    // archived (the arrangement or the handler): no longer due
    const archived = await editor.delete(`${at}/arrangements/${cardboard.id}`);
    expect(archived.status).toBe(204);
    expect(await dueOf(holding, cardboard.id)).toBeUndefined();
  });

  it("lists only the organizations asked", async () => {
    const other = await as("other@demo.example");
    const otherHolding = await demo.other();
    const { cardboard } = await setUp(other, otherHolding, "Their Due Hauler A/S");
    expect(await dueOf(otherHolding, cardboard.id)).toBeDefined();
    expect(await dueOf(await demo.holding(), cardboard.id)).toBeUndefined();
  });
});
