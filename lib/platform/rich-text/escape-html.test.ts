import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("escapes what could open a tag, an entity or end an attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("leaves other text as it is", () => {
    expect(escapeHtml("Ærø 2026 – ok")).toBe("Ærø 2026 – ok");
  });
});
