import { convert } from "./convert";
import { durationSeconds, parseDuration } from "./durations";

describe("durations", () => {
  it.each([
    ["P1Y", { years: 1 }],
    ["P2M", { months: 2 }],
    ["P3W", { weeks: 3 }],
    ["P7D", { days: 7 }],
    ["PT12H", { hours: 12 }],
    ["PT30M", { minutes: 30 }],
    ["PT1.5S", { seconds: 1.5 }],
    ["P1Y2M3W4DT5H6M7S", { years: 1, months: 2, weeks: 3, days: 4, hours: 5, minutes: 6, seconds: 7 }],
  ])("reads %s", (text, parts) => {
    expect(parseDuration(text)).toMatchObject({ negative: false, ...parts });
  });

  it("takes an optional leading minus", () => {
    expect(parseDuration("-P7D")).toMatchObject({ negative: true, days: 7 });
    expect(durationSeconds(parseDuration("-PT1H")!).toString()).toBe("-3600");
  });

  it.each(["", " ", "P", "PT", "P1DT", "1D", "P1D2Y", "P-1D", "--P1D", "P1.5D", "p1d"])("refuses %j", (text) => {
    expect(parseDuration(text)).toBeNull();
  });

  it("measures months and years as the specification defines them", () => {
    expect(durationSeconds(parseDuration("P1M")!).equals(convert(1, "MONTHS", "SECONDS"))).toBe(true);
    expect(durationSeconds(parseDuration("P1Y")!).equals(convert(1, "YEARS", "SECONDS"))).toBe(true);
    expect(durationSeconds(parseDuration("P1W")!).equals(convert(1, "WEEKS", "SECONDS"))).toBe(true);
    expect(durationSeconds(parseDuration("P1DT1M")!).toString()).toBe("86460");
  });
});
