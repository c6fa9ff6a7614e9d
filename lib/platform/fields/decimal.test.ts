import { decimalNumber, optionalDecimal } from "./decimal";

describe("decimal numbers on the wire", () => {
  it("answers the digits as typed, from text or a JSON number, a Danish comma read as the decimal mark", () => {
    expect(decimalNumber.parse("1234.5")).toBe("1234.5");
    expect(decimalNumber.parse(" 1234,5 ")).toBe("1234.5");
    expect(decimalNumber.parse(0.1)).toBe("0.1");
    expect(decimalNumber.parse(1e-7)).toBe("0.0000001");
    expect(decimalNumber.parse("-007.25")).toBe("-7.25");
  });

  it("refuses what a numeric column cannot hold exactly, and thousands separators", () => {
    for (const bad of ["", "1.234,5", "1e5", "abc", "1234567890123456", "0.1234567890123", Number.NaN, Infinity]) {
      expect(decimalNumber.safeParse(bad).success).toBe(false);
    }
  });

  it("takes a blank optional figure as none, and keeps zero", () => {
    expect(optionalDecimal.parse("")).toBeNull();
    expect(optionalDecimal.parse(null)).toBeNull();
    expect(optionalDecimal.parse(undefined)).toBeNull();
    expect(optionalDecimal.parse("0")).toBe("0");
  });
});
