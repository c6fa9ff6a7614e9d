import { jsonDepth, pathOfNul } from "./input-limits";

describe("jsonDepth", () => {
  it("counts the nesting of arrays and objects", () => {
    expect(jsonDepth("1")).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
  });

  it("skips brackets inside strings, escaped quotes included", () => {
    expect(jsonDepth('{"a":"[[[{{{","b":"\\"[[["}')).toBe(1);
  });

  it("reads 50,000 levels without recursion", () => {
    expect(jsonDepth("[".repeat(50_000) + "]".repeat(50_000))).toBe(50_000);
  });
});

describe("pathOfNul", () => {
  it("names the field holding a NUL character", () => {
    expect(pathOfNul({ name: "ok", entries: [{ note: "a\0b" }] })).toBe("entries.0.note");
    expect(pathOfNul("x\0")).toBe("_");
    expect(pathOfNul({ ["bad\0key"]: 1 })).toBe("badkey");
  });

  it("finds nothing in clean input", () => {
    expect(pathOfNul({ name: "ok", list: [1, null, true, { a: "b" }] })).toBeUndefined();
  });
});
