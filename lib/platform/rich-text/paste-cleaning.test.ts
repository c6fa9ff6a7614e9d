/**
 * @jest-environment jsdom
 */
import { cleanPastedHtml } from "./paste-cleaning";

/** The cleaned HTML without the line breaks and indentation between tags of the clipboard's source. */
const clean = (html: string) => cleanPastedHtml(html).replace(/>\s+</g, "><").trim();

// What Word (Microsoft 365, Windows) puts on the clipboard, shortened: a numbered heading, a
// paragraph in a styled span, a blank line, a bulleted list with a second level, a numbered list,
// a table and a link to a bookmark.
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta name=ProgId content=Word.Document><style><!-- p.MsoNormal {mso-style-parent:""; margin:0cm;} --></style></head>
<body lang=DA style='tab-interval:65.2pt'>
<!--StartFragment-->
<h1 style='mso-list:l1 level1 lfo2'><a name="_Toc1"></a><span lang=EN-GB>Waste policy<o:p></o:p></span></h1>
<p class=MsoNormal><span lang=EN-GB style='font-family:"Calibri",sans-serif;mso-ascii-theme-font:minor-latin'>We sort <b style='mso-bidi-font-weight:normal'>all</b> waste at <i>every</i> site.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-GB>Cardboard<o:p></o:p></span></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Flattened boxes<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Metal<o:p></o:p></p>
<p class=MsoNormal>Then:<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l2 level1 lfo3'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Weigh<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l2 level1 lfo3'><![if !supportLists]><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Report<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>
 <tr style='mso-yfti-irow:0;mso-yfti-firstrow:yes'>
  <td width=301 valign=top style='width:225.4pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Site<o:p></o:p></b></p></td>
  <td width=301 colspan=1 valign=top style='width:225.4pt'><p class=MsoNormal>Target<o:p></o:p></p></td>
 </tr>
</table>
<p class=MsoNormal>See <a href="https://mst.dk/affald" title="Miljøstyrelsen">mst.dk</a> and <a href="#_Toc1">above</a>.<o:p></o:p></p>
<p class=MsoNormal style='mso-hide:all'>Hidden note<o:p></o:p></p>
<v:shape id="Picture_1" style='width:100pt'><v:imagedata src="file:///C:/image001.png" o:title=""/></v:shape>
<!--EndFragment-->
</body></html>`;

describe("cleanPastedHtml from Word", () => {
  const html = clean(WORD);

  it("keeps the structure: heading, paragraphs, nested and numbered lists, table and link", () => {
    expect(html).toBe(
      "<h2>Waste policy</h2>" +
        "<p>We sort <b>all</b> waste at <i>every</i> site.</p>" +
        "<ul><li>Cardboard<ul><li>Flattened boxes</li></ul></li><li>Metal</li></ul>" +
        "<p>Then:</p>" +
        "<ol><li>Weigh</li><li>Report</li></ol>" +
        "<table><tbody><tr><td><p><b>Site</b></p></td><td><p>Target</p></td></tr></tbody></table>" +
        '<p>See <a href="https://mst.dk/affald">mst.dk</a> and above.</p>',
    );
  });

  it("leaves none of Word's markup: no mso- styles, classes, o:p, VML, comments or list markers", () => {
    for (const left of [
      "mso-",
      "class=",
      "style=",
      "o:p",
      "v:",
      "<!--",
      "Mso",
      "·",
      "lang=",
      "width=",
      "Hidden note",
    ]) {
      expect(html).not.toContain(left);
    }
  });
});

describe("cleanPastedHtml from a web page", () => {
  const WEB =
    '<meta charset="utf-8"><div class="article" style="padding:4px" onclick="track()">' +
    '<h1 id="t" class="title">Chemicals</h1><script>alert("x")</script><style>.title{color:red}</style>' +
    '<p class="lead" style="color:#333" onmouseover="steal()">Store <span style="font-weight:700">acids</span> and ' +
    '<span style="font-style:italic;text-decoration:underline">bases</span> apart. ' +
    '<a href="javascript:alert(1)" onclick="x()">Details</a> ' +
    '<a href="https://example.com/sds" target="_blank" rel="opener" class="btn">Data sheets</a> ' +
    '<a href="/relative">here</a></p>' +
    '<img src="x" onerror="alert(2)"><ul class="list"><li data-id="1" onclick="y()">Label</li></ul>' +
    '<div style="display:none">Tracking pixel text</div><div>Loose line</div>' +
    '<noscript>Enable JS</noscript><iframe src="https://ads.example"></iframe>' +
    "<table><thead><tr><th onclick='s()'>Name</th></tr></thead><tfoot><tr><td>Total</td></tr></tfoot></table></div>";

  it("drops scripts, styles, event handlers, images and frames and keeps the text's structure", () => {
    expect(clean(WEB)).toBe(
      "<h2>Chemicals</h2>" +
        "<p>Store <strong>acids</strong> and <em><u>bases</u></em> apart. Details " +
        '<a href="https://example.com/sds">Data sheets</a> here</p>' +
        "<ul><li>Label</li></ul>" +
        "<p>Loose line</p>" +
        "<table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>Total</td></tr></tbody></table>",
    );
  });

  it("takes Google Docs' bold and plain runs for what they are", () => {
    expect(
      clean(
        '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><p dir="ltr" style="line-height:1.38">' +
          '<span style="font-size:11pt;font-weight:700">Bold</span><span style="font-size:11pt;font-weight:400"> plain</span></p></b>',
      ),
    ).toBe("<p><strong>Bold</strong> plain</p>");
  });
});

describe("cleanPastedHtml from the editor itself", () => {
  it("keeps ProseMirror's note on the copied slice, which the editor reads back", () => {
    expect(clean('<ul data-pm-slice="3 3 []"><li><p>One</p></li></ul><p></p>')).toBe(
      '<ul data-pm-slice="3 3 []"><li><p>One</p></li></ul><p></p>',
    );
  });
});
