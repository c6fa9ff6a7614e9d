import { expandScopes, permissionNames, satisfies, type OrgScopeName } from "./scopes";

const sorted = (scopes: Set<OrgScopeName>) => [...scopes].sort();

describe("expandScopes", () => {
  it.each<[OrgScopeName, OrgScopeName[]]>([
    ["MANAGE", ["EDIT", "EDIT_PROCEDURES", "MANAGE", "READ", "READ_PROCEDURES"]],
    ["EDIT", ["EDIT", "EDIT_PROCEDURES", "READ", "READ_PROCEDURES"]],
    ["READ", ["READ", "READ_PROCEDURES"]],
    ["EDIT_PROCEDURES", ["EDIT_PROCEDURES", "READ_PROCEDURES"]],
    ["READ_PROCEDURES", ["READ_PROCEDURES"]],
  ])("%s includes exactly %j", (scope, expected) => {
    expect(sorted(expandScopes([scope]))).toEqual(expected);
  });

  it("EDIT_PROCEDURES does not include READ", () => {
    expect(expandScopes(["EDIT_PROCEDURES"]).has("READ")).toBe(false);
  });

  it("unites several grants", () => {
    expect(sorted(expandScopes(["READ", "EDIT_PROCEDURES"]))).toEqual(["EDIT_PROCEDURES", "READ", "READ_PROCEDURES"]);
  });
});

describe("satisfies", () => {
  const reader = { org: expandScopes(["READ"]), system: [] as const };
  const maintainer = { org: expandScopes(["READ"]), system: ["MAINTAIN"] as const };
  it("checks organization scopes", () => {
    expect(satisfies(reader, { org: "READ" })).toBe(true);
    expect(satisfies(reader, { org: "EDIT" })).toBe(false);
  });
  it("checks system scopes", () => {
    expect(satisfies(reader, { system: "MAINTAIN" })).toBe(false);
    expect(satisfies(maintainer, { system: "MAINTAIN" })).toBe(true);
    expect(satisfies(maintainer, { system: "MANAGE" })).toBe(false);
  });
  it("an empty requirement only needs a signed-in user", () => {
    expect(satisfies({ org: new Set(), system: [] }, {})).toBe(true);
  });
});

describe("permissionNames", () => {
  it("lists organization scopes in table order, then system scopes", () => {
    expect(permissionNames({ org: expandScopes(["EDIT"]), system: ["MANAGE", "MAINTAIN"] })).toEqual([
      "EDIT",
      "READ",
      "EDIT_PROCEDURES",
      "READ_PROCEDURES",
      "SYSTEM_MAINTAIN",
      "SYSTEM_MANAGE",
    ]);
  });
});
