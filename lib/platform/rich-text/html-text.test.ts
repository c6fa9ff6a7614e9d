import { htmlToText } from "./html-text";

describe("htmlToText", () => {
  it("keeps block breaks and drops markup", () => {
    expect(
      htmlToText(
        "<h2>Scope</h2><p>Welding <strong>and</strong> painting<br>in Aarhus</p><ul><li>A</li><li>B</li></ul>",
      ),
    ).toBe("Scope\nWelding and painting\nin Aarhus\nA\nB");
  });

  it("decodes entities and collapses white space", () => {
    expect(htmlToText("<p>R&amp;D&nbsp;&nbsp;&lt;hall&gt; &#248;st &#xe6;</p>\n\n<p>  x  </p>")).toBe(
      "R&D <hall> øst æ\nx",
    );
  });

  it("puts table cells of a row on one line", () => {
    expect(
      htmlToText("<table><tbody><tr><th>Site</th><td>Vejle</td></tr><tr><td>Hall</td><td>2</td></tr></tbody></table>"),
    ).toBe("Site Vejle\nHall 2");
  });
});

describe("htmlToText on the editor's markup", () => {
  it("keeps a row on one line when its cells hold paragraphs", () => {
    expect(
      htmlToText(
        '<table style="min-width: 50px"><colgroup><col><col></colgroup><tbody>' +
          "<tr><th><p>Site</p></th><th><p>Target</p></th></tr><tr><td><p>Vejle</p><p>Hall 2</p></td><td><p>20 %</p></td></tr>" +
          "</tbody></table><p>After</p>",
      ),
    ).toBe("Site Target\nVejle Hall 2 20 %\nAfter");
  });

  it("gives nested list items and list items holding paragraphs a line each", () => {
    expect(htmlToText("<ul><li><p>Sort</p><ul><li><p>cardboard</p></li><li>metal</li></ul></li></ul><p>End</p>")).toBe(
      "Sort\ncardboard\nmetal\nEnd",
    );
  });

  it("reads comments, attributes with > in them and script or style contents as no text", () => {
    expect(
      htmlToText(
        '<p title="a > b">One<!-- two --></p><script>var x = "<p>three</p>";</script><style>p{}</style><p>Four</p>',
      ),
    ).toBe("One\nFour");
  });
});
