import { sanitizeRichText } from "./sanitize";

describe("sanitizeRichText", () => {
  it("keeps the allowed markup", () => {
    const html =
      "<h2>Scope</h2><h3>Sites</h3><h4>Hall</h4><p>Steel <strong>parts</strong>, <b>b</b> <em>e</em> <i>i</i> <u>u</u> <s>s</s><br />line</p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>" +
      "<table><thead><tr><th>Site</th></tr></thead><tbody><tr><td>Vejle</td></tr></tbody></table>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes scripts with their text, event handlers and styles", () => {
    expect(sanitizeRichText('<p onclick="x()">Text<script>alert(1)</script></p><img src=x onerror="alert(2)">')).toBe(
      "<p>Text</p>",
    );
    expect(
      sanitizeRichText('<p style="color:red">a</p><style>p{}</style><iframe src="https://e.example"></iframe>'),
    ).toBe("<p>a</p>");
  });

  it("keeps the text of unknown elements but not the elements", () => {
    expect(sanitizeRichText('<div class="x"><span>kept</span></div><h1>Title</h1>')).toBe("keptTitle");
  });

  it("keeps http, https and mailto links with a safe rel and drops other schemes", () => {
    expect(sanitizeRichText('<a href="https://mst.dk" target="_blank" rel="opener">MST</a>')).toBe(
      '<a href="https://mst.dk" rel="noopener noreferrer">MST</a>',
    );
    expect(sanitizeRichText('<a href="mailto:ehs@example.dk">mail</a>')).toBe(
      '<a href="mailto:ehs@example.dk" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a><a href="//evil.example">y</a>')).not.toMatch(/href/);
  });
});
