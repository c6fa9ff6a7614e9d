import type { DueItem } from "@/lib/platform/recurrence/sources";
import { foldDueItems, groupBySource } from "./due-lines";

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const today = day("2026-11-27");

const item = (spec: Partial<DueItem> & { id: string }): DueItem => ({
  source: "safetyDataSheets",
  title: spec.id,
  dueDate: day("2026-11-01"),
  organizationId: "holding",
  responsibleUserId: null,
  href: `/chemicals/my-chemicals/${spec.id}`,
  ...spec,
});

describe("foldDueItems", () => {
  it("folds one source's items of the same subject and status into one line naming every organization", () => {
    const lines = foldDueItems(
      [
        item({ id: "a1", title: "Acetone", subjectKey: "acetone:DK", missing: true, dueDate: day("2026-11-27") }),
        item({ id: "a2", title: "Acetone", subjectKey: "acetone:DK", missing: true, organizationId: "subsidiary" }),
        item({ id: "a3", title: "Acetone", subjectKey: "acetone:DK", missing: true, responsibleUserId: "erik" }),
      ],
      today,
    );
    expect(lines).toHaveLength(1);
    // the earliest item leads: its id, its date
    expect(lines[0]).toMatchObject({
      id: "a2",
      status: "MISSING",
      dueDate: day("2026-11-01"),
      organizationIds: ["subsidiary", "holding"],
      responsibleUserIds: ["erik"],
    });
    expect(lines[0].items.map((entry) => entry.id)).toEqual(["a2", "a3", "a1"]);
  });

  it("keeps apart other sources, other subjects, other statuses and items without a subject", () => {
    const lines = foldDueItems(
      [
        item({ id: "sheet", subjectKey: "x" }),
        item({ id: "other-source", source: "inspections", subjectKey: "x" }),
        item({ id: "other-subject", subjectKey: "y" }),
        item({ id: "due-soon", subjectKey: "x", dueDate: day("2026-12-10") }),
        item({ id: "plain-1" }),
        item({ id: "plain-2" }),
      ],
      today,
    );
    expect(lines.map((line) => line.id).sort()).toEqual(
      ["due-soon", "other-source", "other-subject", "plain-1", "plain-2", "sheet"].sort(),
    );
    expect(lines.find((line) => line.id === "due-soon")!.status).toBe("DUE_SOON");
  });

  it("lists overdue lines first, missing ones among them, then the rest by date", () => {
    const lines = foldDueItems(
      [
        item({ id: "soon", dueDate: day("2026-12-01") }),
        item({ id: "missing", missing: true, dueDate: day("2026-11-27") }),
        item({ id: "late", dueDate: day("2026-10-01") }),
      ],
      today,
    );
    expect(lines.map((line) => [line.id, line.status])).toEqual([
      ["late", "OVERDUE"],
      ["missing", "MISSING"],
      ["soon", "DUE_SOON"],
    ]);
  });
});

describe("groupBySource", () => {
  it("counts each source's lines once, the group of the earliest line first", () => {
    const lines = foldDueItems(
      [
        item({ id: "m1", source: "meterReadings", dueDate: day("2026-09-01") }),
        item({ id: "s1", subjectKey: "acetone", organizationId: "holding" }),
        item({ id: "s2", subjectKey: "acetone", organizationId: "subsidiary" }),
        item({ id: "s3", subjectKey: "ethanol" }),
        item({ id: "m2", source: "meterReadings", dueDate: day("2026-11-20") }),
      ],
      today,
    );
    expect(groupBySource(lines).map((group) => [group.source, group.count])).toEqual([
      ["meterReadings", 2],
      ["safetyDataSheets", 2],
    ]);
  });
});
