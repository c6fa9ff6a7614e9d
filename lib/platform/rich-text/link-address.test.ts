import { linkText, normalizeLink } from "./link-address";

describe("normalizeLink", () => {
  it("keeps web and e-mail addresses with their scheme", () => {
    expect(normalizeLink(" https://mst.dk/affald ")).toBe("https://mst.dk/affald");
    expect(normalizeLink("HTTP://example.com")).toBe("HTTP://example.com");
    expect(normalizeLink("mailto:ehs@example.dk")).toBe("mailto:ehs@example.dk");
  });

  it("adds https to a bare host and mailto to a bare e-mail address", () => {
    expect(normalizeLink("mst.dk")).toBe("https://mst.dk");
    expect(normalizeLink("ehs@example.dk")).toBe("mailto:ehs@example.dk");
  });

  it("refuses what is no address, and schemes the sanitiser would strip", () => {
    for (const input of ["", "  ", "two words", "localhost", "javascript:alert(1)", "ftp://files.example.com"]) {
      expect(normalizeLink(input)).toBeNull();
    }
  });
});

describe("linkText", () => {
  it("shows an e-mail address without its scheme", () => {
    expect(linkText("mailto:ehs@example.dk")).toBe("ehs@example.dk");
    expect(linkText("https://mst.dk")).toBe("https://mst.dk");
  });
});
