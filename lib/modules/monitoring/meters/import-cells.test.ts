import { readMoment, readNumber } from "./import-cells";

describe("reading a readings sheet's cells", () => {
  it("reads numbers as Danish and English sheets write them", () => {
    expect(readNumber("1.234,5")).toBe("1234.5");
    expect(readNumber("1234,5")).toBe("1234.5");
    expect(readNumber("1,234.5")).toBe("1234.5");
    expect(readNumber("1 234 567,25")).toBe("1234567.25");
    expect(readNumber("42")).toBe("42");
  });

  it("reads a local date, with or without its time, as the instant in Copenhagen", () => {
    // January: UTC+1; July: UTC+2
    expect(readMoment("2025-01-31")).toBe("2025-01-30T23:00:00.000Z");
    expect(readMoment("31-01-2025 08:30")).toBe("2025-01-31T07:30:00.000Z");
    expect(readMoment("01.07.2025")).toBe("2025-06-30T22:00:00.000Z");
    expect(readMoment("2025-13-01")).toBeNull();
    expect(readMoment("last Monday")).toBeNull();
  });
});
