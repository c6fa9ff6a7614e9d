import { safeReturnUrl } from "./return-url";

describe("safeReturnUrl", () => {
  it.each([
    ["/organization/scope?tab=2", "/organization/scope?tab=2"],
    ["/dashboard", "/dashboard"],
    ["/organization/./scope", "/organization/scope"],
    ["/organization/members-roles-and-competences?q=%2F%2Fx", "/organization/members-roles-and-competences?q=%2F%2Fx"],
  ])("keeps the local path %s", (value, expected) => expect(safeReturnUrl(value)).toBe(expected));

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "",
    null,
    undefined,
  ])("refuses %j, which could lead off the site", (value) => expect(safeReturnUrl(value)).toBeNull());

  it("never returns a protocol-relative path, whatever the input", () => {
    const pieces = ["/", "\\", ".", "..", "%2f", "%5c", "%2e", "\t", "evil.example", "@", ":"];
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const result = safeReturnUrl(`/${a}${b}${c}`);
          if (result !== null) expect(new URL(result, "http://this.site").origin).toBe("http://this.site");
          if (result !== null) expect(result).not.toMatch(/^\/[/\\]/);
        }
  });
});
