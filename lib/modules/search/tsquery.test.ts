import { parseSearch } from "./query";
import { allOf, passageQueryText, prunedStems, termQueryText } from "./tsquery";

describe("prunedStems", () => {
  it("keeps the shortest stems: one that another starts adds nothing", () => {
    expect(prunedStems(["brandslukkere", "brandsluk", "brandslukker"])).toEqual(["brandsluk"]);
    expect(prunedStems(["extinguish", "extinguishers"])).toEqual(["extinguish"]);
    expect(prunedStems(["fire", "fir", "fire"])).toEqual(["fir"]);
    expect(prunedStems(["dør", "døre", "door"])).toEqual(["dør", "door"]);
  });
});

describe("termQueryText", () => {
  const [brand, cas, casPrefix, digits] = parseSearch("brandslukkere 64-17-5 7732-18 64175");

  it("writes a word as its stems, each matched by its start", () => {
    expect(termQueryText(brand, new Map([["brandslukkere", ["brandsluk"]]]))).toBe("'brandsluk':*");
    expect(termQueryText(brand, new Map([["brandslukkere", ["brandsluk", "brands"]]]))).toBe(
      "('brandsluk':* | 'brands':*)",
    );
    // a word the dictionaries were not asked about stands for itself
    expect(termQueryText(brand, new Map())).toBe("'brandslukkere':*");
  });

  it("writes identifiers as lexemes as they are, whole or by their start", () => {
    expect(termQueryText(cas, new Map())).toBe("'64-17-5'");
    expect(termQueryText(casPrefix, new Map())).toBe("'7732-18':*");
    expect(termQueryText(digits, new Map())).toBe("('64175':* | '64-17-5')");
  });

  it("refuses anything but letters and digits in a stem, so no literal can be broken out of", () => {
    expect(() => termQueryText({ word: "x", codes: [] }, new Map([["x", ["a' | 'b"]]]))).toThrow();
    expect(() => termQueryText({ codes: [{ code: "1'2", prefix: false }] }, new Map())).toThrow();
  });
});

describe("allOf and passageQueryText", () => {
  it("joins every term with AND, and nothing to null", () => {
    expect(allOf(["'a':*", "('b':* | 'c')"])).toBe("'a':* & ('b':* | 'c')");
    expect(allOf([])).toBeNull();
  });

  it("marks any word as typed, never an identifier", () => {
    expect(passageQueryText(parseSearch("Brand 64-17-5 fire"))).toBe("'brand':* | 'fire':*");
    expect(passageQueryText(parseSearch("64-17-5"))).toBe("");
  });
});
