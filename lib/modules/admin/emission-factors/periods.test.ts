import { overlappingValue } from "./periods";

const period = (startDate: string, endDate: string | null) => ({ startDate, endDate });

describe("overlapping values of one factor", () => {
  it("lets back-to-back years pass, in any order", () => {
    expect(
      overlappingValue([
        period("2025-01-01", "2025-12-31"),
        period("2024-01-01", "2024-12-31"),
        period("2026-01-01", null),
      ]),
    ).toBeNull();
  });

  it("names a value that starts on the last day of another (both ends count)", () => {
    expect(overlappingValue([period("2024-01-01", "2024-12-31"), period("2024-12-31", "2025-12-31")])).toEqual({
      index: 1,
      other: 0,
    });
  });

  it("treats a value without an end as open", () => {
    expect(overlappingValue([period("2030-01-01", "2030-12-31"), period("2020-01-01", null)])).toEqual({
      index: 0,
      other: 1,
    });
  });

  it("finds a value inside a long one even when a short one lies between", () => {
    // 2020–2030 covers both later values; the 2021 one is found first
    expect(
      overlappingValue([
        period("2020-01-01", "2030-12-31"),
        period("2021-01-01", "2021-12-31"),
        period("2025-01-01", "2025-12-31"),
      ]),
    ).toEqual({ index: 1, other: 0 });
    expect(overlappingValue([period("2020-01-01", "2030-12-31"), period("2025-01-01", "2025-06-30")])).toEqual({
      index: 1,
      other: 0,
    });
  });
});
