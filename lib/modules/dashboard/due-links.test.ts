import type { DueItem } from "@/lib/platform/recurrence/sources";
import { foldDueItems } from "./due-lines";
import { dueListHref, lineHref, overdueGroupHref } from "./due-links";

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const today = day("2026-11-27");
const item = (id: string, organizationId: string, subjectKey?: string): DueItem => ({
  source: "meterReadings",
  id,
  title: id,
  dueDate: day("2026-11-01"),
  organizationId,
  responsibleUserId: null,
  href: `/monitoring/meters/${id}`,
  subjectKey,
});
const everywhere = () => true;

describe("dueListHref", () => {
  it("writes the state's filters, leaving out the defaults", () => {
    expect(dueListHref({ who: "mine" })).toBe("/dashboard/due");
    expect(dueListHref({ who: "everyone", status: "OVERDUE", source: "inspections", page: 2 })).toBe(
      "/dashboard/due?who=everyone&status=OVERDUE&source=inspections&page=2",
    );
  });
});

describe("overdueGroupHref", () => {
  const options = {
    who: "everyone" as const,
    activeOrganizationId: "holding",
    overdueList: "/monitoring/meters?status=OVERDUE",
    mayOpen: everywhere,
  };
  const group = (...items: DueItem[]) => ({ source: "meterReadings", lines: foldDueItems(items, today) });

  it("opens the module's filtered list when it shows exactly the counted items", () => {
    expect(overdueGroupHref(group(item("m1", "holding"), item("m2", "holding")), options)).toBe(
      "/monitoring/meters?status=OVERDUE",
    );
  });

  it("opens the due list filtered to the source otherwise", () => {
    const dueList = "/dashboard/due?who=everyone&status=OVERDUE&source=meterReadings";
    // an organization below: the module's list shows the active organization's only
    expect(overdueGroupHref(group(item("m1", "holding"), item("m2", "subsidiary")), options)).toBe(dueList);
    // one line folding two organizations
    expect(overdueGroupHref(group(item("m1", "holding", "x"), item("m2", "subsidiary", "x")), options)).toBe(dueList);
    // the module has no such filter, or the person may not open its list
    expect(overdueGroupHref(group(item("m1", "holding")), { ...options, overdueList: undefined })).toBe(dueList);
    expect(overdueGroupHref(group(item("m1", "holding")), { ...options, mayOpen: () => false })).toBe(dueList);
    // "mine": the module's list would show everyone's
    expect(overdueGroupHref(group(item("m1", "holding")), { ...options, who: "mine" })).toBe(
      "/dashboard/due?status=OVERDUE&source=meterReadings",
    );
  });
});

describe("lineHref", () => {
  it("links the active organization's item when the person may open it, and nothing they may not", () => {
    const [folded] = foldDueItems([item("sub", "subsidiary", "x"), item("own", "holding", "x")], today);
    expect(lineHref(folded, { activeOrganizationId: "holding", mayOpen: everywhere })).toBe("/monitoring/meters/own");
    expect(lineHref(folded, { activeOrganizationId: "holding", mayOpen: () => false })).toBeNull();
  });

  it("links an item below the active organization in its own organization, where the person may open it", () => {
    const [below] = foldDueItems([item("sub", "subsidiary")], today);
    expect(lineHref(below, { activeOrganizationId: "holding", mayOpen: everywhere })).toBe(
      "/monitoring/meters/sub?organization=subsidiary",
    );
    // a folded line whose active organization's item may not be opened links the one below that may
    const [folded] = foldDueItems([item("sub", "subsidiary", "x"), item("own", "holding", "x")], today);
    const onlyBelow = (_href: string, organizationId: string) => organizationId === "subsidiary";
    expect(lineHref(folded, { activeOrganizationId: "holding", mayOpen: onlyBelow })).toBe(
      "/monitoring/meters/sub?organization=subsidiary",
    );
  });
});
