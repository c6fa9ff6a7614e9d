import { organizationsWithScope } from "./reach";
import type { OrganizationSummary } from "./types";

const org = (id: string, parentId: string | null, type: OrganizationSummary["type"]): OrganizationSummary => ({
  id,
  name: id,
  parentId,
  type,
  featureAccess: "FULL",
});
const tree = [
  org("h", null, "holding"),
  org("s", "h", "subsidiary"),
  org("d", "s", "department"),
  org("d2", "h", "department"),
];

describe("organizationsWithScope", () => {
  it("inherits down the tree", () => {
    expect([...organizationsWithScope(tree, new Map([["h", ["MANAGE"]]]), "MANAGE")].sort()).toEqual([
      "d",
      "d2",
      "h",
      "s",
    ]);
  });
  it("does not reach up", () => {
    expect([...organizationsWithScope(tree, new Map([["s", ["MANAGE"]]]), "MANAGE")].sort()).toEqual(["d", "s"]);
  });
  it("applies the scope table", () => {
    expect(organizationsWithScope(tree, new Map([["h", ["EDIT"]]]), "MANAGE").size).toBe(0);
    expect(organizationsWithScope(tree, new Map([["h", ["EDIT"]]]), "READ").size).toBe(4);
  });
});
