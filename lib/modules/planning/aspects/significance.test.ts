import {
  DEFAULT_CRITERIA,
  invalidRatings,
  maximumScore,
  minimumScore,
  significanceOf,
  type Criteria,
} from "./significance";

const scale = (length: number) => Array.from({ length }, (_, index) => ({ labelEn: `${index}`, labelDa: `${index}` }));
const criterion = (key: string, steps: number) => ({ key, nameEn: key, nameDa: key, steps: scale(steps) });

describe("significance of an aspect", () => {
  it("adds the default criteria's ratings and is significant from 10 of 16", () => {
    expect(maximumScore(DEFAULT_CRITERIA)).toBe(16);
    expect(minimumScore(DEFAULT_CRITERIA)).toBe(4);
    expect(significanceOf(DEFAULT_CRITERIA, { severity: 4, quantity: 3, legal: 2, stakeholders: 1 })).toEqual({
      score: 10,
      significant: true,
    });
    expect(significanceOf(DEFAULT_CRITERIA, { severity: 3, quantity: 3, legal: 2, stakeholders: 1 })).toEqual({
      score: 9,
      significant: false,
    });
  });

  it("multiplies under the product rule, the threshold included", () => {
    const criteria: Criteria = {
      rule: "PRODUCT",
      threshold: 12,
      criteria: [criterion("severity", 5), criterion("frequency", 4)],
    };
    expect(maximumScore(criteria)).toBe(20);
    expect(minimumScore(criteria)).toBe(1);
    expect(significanceOf(criteria, { severity: 3, frequency: 4 })).toEqual({ score: 12, significant: true });
    expect(significanceOf(criteria, { severity: 5, frequency: 2 })).toEqual({ score: 10, significant: false });
  });

  it("names each criterion left out, rated beyond its scale or not in whole steps", () => {
    const criteria = [criterion("a", 3), criterion("b", 5), criterion("c", 2), criterion("d", 4)];
    expect(invalidRatings(criteria, { a: 3, b: 6, c: 1.5 })).toEqual(["b", "c", "d"]);
    expect(invalidRatings(criteria, { a: 0, b: 5, c: 2, d: 4 })).toEqual(["a"]);
    expect(invalidRatings(criteria, { a: 1, b: 5, c: 2, d: 4, extra: 9 })).toEqual([]);
  });
});
