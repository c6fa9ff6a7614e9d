import { dueListStateFromUrl } from "./due-list-state";

describe("dueListStateFromUrl", () => {
  it("reads who and the filters, mine and the first page of 20 by default", () => {
    expect(dueListStateFromUrl({})).toEqual({
      who: "mine",
      query: { page: 0, size: 20, format: undefined },
    });
    const id = "0196f1c2-0000-7000-8000-000000000001";
    expect(
      dueListStateFromUrl({ who: "everyone", status: "OVERDUE", source: "inspections", organizationId: id, page: "2" }),
    ).toEqual({
      who: "everyone",
      query: { page: 2, size: 20, status: "OVERDUE", source: "inspections", organizationId: id, format: undefined },
    });
  });

  it("drops what is not valid instead of failing", () => {
    expect(
      dueListStateFromUrl({ who: "all", status: "LATE", organizationId: "not-an-id", size: "7", page: ["1", "2"] }),
    ).toEqual({ who: "mine", query: { page: 1, size: 20, format: undefined } });
  });
});
