import { safeReturnUrl } from "./return-url";

describe("safeReturnUrl", () => {
  it.each([
    ["/organization/scope?tab=2", "/organization/scope?tab=2"],
    ["/dashboard", "/dashboard"],
  ])("keeps the local path %s", (value, expected) => expect(safeReturnUrl(value)).toBe(expected));

  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "", null, undefined])(
    "refuses %s",
    (value) => expect(safeReturnUrl(value)).toBeNull(),
  );
});
