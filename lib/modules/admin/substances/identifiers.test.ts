import { isValidCasNumber, isValidEcNumber, looksLikeNumber } from "./identifiers";

describe("CAS numbers", () => {
  it.each(["7732-18-5", "67-64-1", "50-00-0", "7439-92-1", "1333-74-0", "7664-93-9", "1310-73-2"])(
    "accepts %s, whose check digit is right",
    (cas) => expect(isValidCasNumber(cas)).toBe(true),
  );
  it.each(["7732-18-4", "67-64-2", "50-00-1", "67641", "67-64", "1-00-0", "12345678-12-3", " 67-64-1", "67-64-1a"])(
    "refuses %s",
    (cas) => expect(isValidCasNumber(cas)).toBe(false),
  );
});

describe("EC numbers", () => {
  it.each(["200-662-2", "231-791-2", "200-001-8", "231-100-4", "231-639-5"])("accepts %s", (ec) =>
    expect(isValidEcNumber(ec)).toBe(true),
  );
  it("accepts the check digit 1 where the remainder is 10 (ELINCS numbers of Annex VI)", () => {
    expect(isValidEcNumber("418-070-1")).toBe(true);
    expect(isValidEcNumber("418-070-0")).toBe(false);
  });
  it.each(["200-662-3", "231-791-1", "2006622", "200-66-22", "200-662-22"])("refuses %s", (ec) =>
    expect(isValidEcNumber(ec)).toBe(false),
  );
});

it("tells a number-like search from a name", () => {
  expect(looksLikeNumber("67-64")).toBe(true);
  expect(looksLikeNumber("200")).toBe(true);
  expect(looksLikeNumber("acetone")).toBe(false);
});
