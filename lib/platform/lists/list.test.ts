import { z } from "zod";
import { defineList, parseSort, sortParam } from "./list";
import { estimatedPage, isReachable, lastReachablePage, LIST_WINDOW } from "./paging";
import { listStateFromUrl } from "./url-state";

const people = defineList({
  table: "Membership",
  sort: { name: "userName", createdDate: "createdDate" },
  defaultSort: "name,asc",
  filters: { q: z.string().trim().max(5).optional(), areaId: z.uuid().optional() },
});

describe("the list declaration", () => {
  it("derives the sort whitelist, the default sort and the query schema from one place", () => {
    expect(people.sortFields).toEqual(["name", "createdDate"]);
    expect(people.defaultSort).toEqual({ field: "name", direction: "asc" });
    expect(people.filterNames).toEqual(["q", "areaId"]);
    expect(people.query.parse({ page: "2", size: "500", q: " ab " })).toEqual({ page: 2, size: 100, q: "ab" });
  });

  it("reads a sort in one way: default when absent, null when not declared, repeated or malformed", () => {
    expect(parseSort(people, undefined)).toEqual({ field: "name", direction: "asc" });
    expect(parseSort(people, "createdDate")).toEqual({ field: "createdDate", direction: "asc" });
    expect(parseSort(people, ["createdDate, desc"])).toEqual({ field: "createdDate", direction: "desc" });
    expect(parseSort(people, "userName,asc")).toBeNull();
    expect(parseSort(people, "name,up")).toBeNull();
    expect(parseSort(people, "name,asc,again")).toBeNull();
    expect(parseSort(people, ["name,asc", "createdDate,asc"])).toBeNull();
    expect(sortParam({ field: "name", direction: "desc" })).toBe("name,desc");
  });
});

describe("paging", () => {
  it("reaches pages that start within the window", () => {
    expect(isReachable(LIST_WINDOW / 20 - 1, 20)).toBe(true);
    expect(isReachable(LIST_WINDOW / 20, 20)).toBe(false);
    expect(lastReachablePage(20)).toBe(LIST_WINDOW / 20 - 1);
    expect(lastReachablePage(30)).toBe(Math.ceil(LIST_WINDOW / 30) - 1);
  });

  it("rounds an estimate to two significant digits and flags it", () => {
    expect(estimatedPage(1_234_567, [])).toEqual({ totalElements: 1_200_000, totalIsEstimate: true, content: [] });
    expect(estimatedPage(10_001, []).totalElements).toBe(10_000);
    expect(estimatedPage(98_765.4, []).totalElements).toBe(99_000);
  });
});

describe("the list state in the URL", () => {
  const area = "0b7c9a8e-4a55-4b0e-9a43-2f0b1f6f1d11";

  it("turns a URL into the grid's state and the API's query", () => {
    const { state, query } = listStateFromUrl(
      { page: "3", size: "50", sort: "createdDate,desc", q: "ann", areaId: area, tab: "members" },
      people,
    );
    expect(state).toEqual({
      page: 3,
      size: 50,
      sort: { field: "createdDate", direction: "desc" },
      filters: { q: "ann", areaId: area },
      sortable: ["name", "createdDate"],
    });
    expect(query).toEqual({ page: 3, size: 50, sort: "createdDate,desc", q: "ann", areaId: area });
  });

  it("drops what a hand-edited URL gets wrong instead of failing", () => {
    const { state, query } = listStateFromUrl(
      { page: "-4", size: "7", sort: "passwordHash,asc", q: "far too long", areaId: "nope" },
      people,
    );
    expect(state).toEqual({
      page: 0,
      size: 20,
      sort: { field: "name", direction: "asc" },
      filters: {},
      sortable: ["name", "createdDate"],
    });
    expect(query).toEqual({ page: 0, size: 20, sort: "name,asc" });
  });

  it("starts over at the first page when the page lies beyond the window", () => {
    expect(listStateFromUrl({ page: String(LIST_WINDOW / 20) }, people).state.page).toBe(0);
    expect(listStateFromUrl({ page: String(LIST_WINDOW / 20 - 1) }, people).state.page).toBe(LIST_WINDOW / 20 - 1);
  });
});
