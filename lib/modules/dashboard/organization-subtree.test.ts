import { subtreeIds } from "./organization-subtree";

describe("subtreeIds", () => {
  const organizations = [
    { id: "department", parentId: "subsidiary" },
    { id: "holding", parentId: null },
    { id: "subsidiary", parentId: "holding" },
    { id: "sister", parentId: "holding" },
    { id: "other", parentId: null },
  ];
  it("holds the organization and everything below it, in any order of the list", () => {
    expect([...subtreeIds(organizations, "subsidiary")].sort()).toEqual(["department", "subsidiary"]);
    expect(subtreeIds(organizations, "holding").size).toBe(4);
    expect(subtreeIds(organizations, "holding").has("other")).toBe(false);
  });
  it("is empty for an organization the list lacks", () => {
    expect(subtreeIds(organizations, "elsewhere").size).toBe(0);
  });
});
