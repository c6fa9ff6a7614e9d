import { factorYearRuns } from "./factor-years";

const value = (startDate: string, endDate: string | null, factorId = "a") => ({
  factorId,
  name: `Factor ${factorId}`,
  catalogue: true,
  startDate,
  endDate,
});

describe("the years a factor's values cover", () => {
  it("joins consecutive years into runs and keeps a gap", () => {
    const [factor] = factorYearRuns([
      value("2018-01-01", "2018-12-31"),
      value("2020-01-01", "2020-12-31"),
      value("2021-01-01", "2021-12-31"),
    ]);
    expect(factor.runs).toEqual([
      { from: 2018, to: 2018 },
      { from: 2020, to: 2021 },
    ]);
  });

  it("counts a value for every year it touches, and an open end as until further notice", () => {
    const [factor] = factorYearRuns([value("2015-07-01", "2016-06-30"), value("2017-01-01", null)]);
    expect(factor.runs).toEqual([{ from: 2015, to: null }]);
    const [apart] = factorYearRuns([value("2010-01-01", "2010-12-31"), value("2016-01-01", null)]);
    expect(apart.runs).toEqual([
      { from: 2010, to: 2010 },
      { from: 2016, to: null },
    ]);
  });

  it("answers each factor once, by name", () => {
    const factors = factorYearRuns([value("2021-01-01", "2021-12-31", "b"), value("2022-01-01", "2022-12-31", "a")]);
    expect(factors.map((factor) => factor.name)).toEqual(["Factor a", "Factor b"]);
  });
});
