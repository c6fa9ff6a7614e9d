import { camelizeKeys, queryToObject, toWireDate, toJson } from "./wire";

describe("wire format", () => {
  it("camelizes keys at every depth", () => {
    expect(camelizeKeys({ last_modified_date: "x", member_assignments: [{ member_id: 1 }] })).toEqual({
      lastModifiedDate: "x",
      memberAssignments: [{ memberId: 1 }],
    });
  });

  it("drops empty and null filters, keeps repeated names as arrays", () => {
    expect(queryToObject(new URLSearchParams("q=&area_id=null&sort=name,asc&sort=type,desc&page=2"))).toEqual({
      sort: ["name,asc", "type,desc"],
      page: "2",
    });
  });

  it("writes calendar dates as YYYY-MM-DD whatever the local time zone", () => {
    expect(toWireDate(new Date(Date.UTC(2026, 0, 31)))).toBe("2026-01-31");
    expect(toWireDate(null)).toBeNull();
  });
});

describe("toJson", () => {
  it("writes dates as ISO timestamps and BigInt counts as numbers", () => {
    expect(toJson({ at: new Date("2026-11-23T10:00:00Z"), n: 2 })).toBe('{"at":"2026-11-23T10:00:00.000Z","n":2}');
    expect(toJson({ total: 12n, rows: [{ count: 3n }] })).toBe('{"total":12,"rows":[{"count":3}]}');
  });

  it("still fails on what JSON cannot hold", () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => toJson(circular)).toThrow(TypeError);
  });
});
