// What the quick actions' screens offer, read through the modules that own the records: the meters
// (the one a QR label names, also beyond the first page), the waste arrangements in force, the due
// inspections with the person's own first, the inspection to complete and the records a document
// may go onto; nothing of another tenant's.
import { randomUUID } from "node:crypto";
import { mintOrgContext, type OrgContext } from "@/lib/platform/auth/org-context";
import type { SessionUser } from "@/lib/platform/auth/types";
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays } from "@/lib/platform/recurrence/frequency";
import { collectionChoices } from "@/lib/modules/monitoring/waste/data";
import {
  actingMember,
  dueInspections,
  inspectionToComplete,
  meterChoices,
  uploadTargets,
} from "@/lib/modules/quick-actions/data";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { setUp } from "./waste-setup";

async function contextOf(email: string, organizationId: string): Promise<OrgContext> {
  const user = await db().user.findUniqueOrThrow({ where: { email } });
  return (await mintOrgContext({ ...user, sessionId: "" } as SessionUser, organizationId))!;
}

describe("what the quick actions' screens offer", () => {
  let holding: string;
  let otherHolding: string;
  let org: OrgContext;
  const today = calendarToday();

  const meter = (organizationId: string, name: string, archived = false) =>
    db().meter.create({
      data: {
        organizationId,
        name,
        meterType: "ELECTRICITY",
        unit: "KWH",
        readingMode: "PERIOD_AMOUNT",
        archivedDate: archived ? new Date() : null,
      },
    });
  const inspection = (organizationId: string, title: string, dueDate: Date, extra: object = {}) =>
    db().inspection.create({
      data: { organizationId, type: "SERVICE_AND_INSPECTION", title, dueDate, ...extra },
    });

  beforeAll(async () => {
    [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    org = await contextOf("editor@demo.example", holding);
  });

  it("lists the meters with their unit, and the one a label names", async () => {
    const named = await meter(holding, `Quick label meter ${randomUUID()}`);
    const theirs = await meter(otherHolding, `Their meter ${randomUUID()}`);
    const archived = await meter(holding, `Old meter ${randomUUID()}`, true);

    const chosen = await meterChoices(org, named.id);
    expect(chosen.chosen).toEqual({ id: named.id, label: named.name, detail: null, unit: "kWh" });
    expect(chosen.meters.map((option) => option.id)).toContain(named.id);
    for (const id of [theirs.id, archived.id, "not-an-id"]) {
      const none = await meterChoices(org, id);
      expect(none.chosen).toBeNull();
      expect(none.meters.map((option) => option.id)).not.toContain(id);
    }
  });

  it("offers the arrangements in force of the handlers in use, with the handler and unit", async () => {
    const editor = await as("editor@demo.example");
    const mine = await setUp(editor, holding, `Quick screen recycler ${randomUUID()}`);
    await db().wasteArrangement.update({ where: { id: mine.tubes.id }, data: { archivedDate: new Date() } });
    const choices = await collectionChoices(org);
    const ofHandler = choices.filter((choice) => choice.handlerId === mine.handler.id);
    expect(ofHandler.map((choice) => [choice.name, choice.unit])).toEqual([
      ["Cardboard baler", "KILOGRAM"],
      ["Mixed waste container", "CUBIC_METRE"],
    ]);
    expect(ofHandler[0]).toMatchObject({ wasteTypeCode: "15 01 01", handlerName: expect.stringContaining("recycler") });
    const other = await contextOf("other@demo.example", otherHolding);
    expect((await collectionChoices(other)).map((choice) => choice.handlerId)).not.toContain(mine.handler.id);
  });

  it("lists the overdue and due inspections, the person's own first, and not those done or far off", async () => {
    const me = await actingMember(org);
    expect(me).not.toBeNull();
    const stamp = randomUUID().slice(0, 8);
    const overdue = await inspection(holding, `Overdue round ${stamp}`, addDays(today, -3));
    const mine = await inspection(holding, `My round ${stamp}`, addDays(today, 10), { responsibleId: me });
    await inspection(holding, `Far round ${stamp}`, addDays(today, 300));
    await inspection(holding, `Done round ${stamp}`, addDays(today, -5), {
      status: "DONE",
      performedAt: today,
      result: "PASSED",
    });
    await inspection(otherHolding, `Their round ${stamp}`, addDays(today, -3));

    const due = (await dueInspections(org)).filter((row) => row.title.endsWith(stamp));
    expect(due.map((row) => [row.title, row.dueStatus, row.mine])).toEqual([
      [mine.title, "DUE_SOON", true],
      [overdue.title, "OVERDUE", false],
    ]);

    expect((await inspectionToComplete(org, overdue.id))?.id).toBe(overdue.id);
    const done = await db().inspection.findFirstOrThrow({ where: { title: `Done round ${stamp}` } });
    const theirs = await db().inspection.findFirstOrThrow({ where: { title: `Their round ${stamp}` } });
    for (const id of [done.id, theirs.id, "not-an-id", undefined])
      expect(await inspectionToComplete(org, id)).toBeNull();
  });

  it("offers the records a document may go onto, only those the person may change", async () => {
    const machine = await db().machine.create({
      data: {
        organizationId: holding,
        name: `AAA quick press ${randomUUID()}`,
        inceptionDate: new Date(Date.UTC(2020, 0, 1)),
      },
    });
    const targets = await uploadTargets(org, { machine: true, chemical: true, inspection: false });
    expect(targets.machines?.map((option) => option.id)).toContain(machine.id);
    expect(targets.chemicals).toEqual(expect.any(Array));
    expect(targets.inspections).toBeNull();
  });
});
