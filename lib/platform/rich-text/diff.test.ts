import { diffText, htmlToText, type DiffPart } from "./diff";

/** The text of one version as the parts show it: the common words and the ones of that side. */
const side = (parts: DiffPart[], kind: "added" | "removed") =>
  parts
    .filter((part) => part.type === "same" || part.type === kind)
    .map((part) => part.text)
    .join("")
    .replace(/ +/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .trim();

describe("diffText", () => {
  it("answers one unchanged part for equal texts and nothing for two empty ones", () => {
    expect(diffText("<p>Same text here</p>", "<p>Same <b>text</b> here</p>")).toEqual([
      { type: "same", text: "Same text here" },
    ]);
    expect(diffText("", "")).toEqual([]);
  });

  it("finds a changed word and an added one, the removal first", () => {
    expect(diffText("<p>cutting and welding</p>", "<p>cutting, bending and welding</p>")).toEqual([
      { type: "removed", text: "cutting" },
      { type: "added", text: " cutting, bending" },
      { type: "same", text: " and welding" },
    ]);
  });

  it("finds a removed and a replaced word", () => {
    expect(diffText("<p>the old hall in Vejle</p>", "<p>the hall in Aarhus</p>")).toEqual([
      { type: "same", text: "the" },
      { type: "removed", text: " old" },
      { type: "same", text: " hall in" },
      { type: "removed", text: " Vejle" },
      { type: "added", text: " Aarhus" },
    ]);
  });

  it("compares across paragraphs and keeps the breaks", () => {
    const parts = diffText("<p>One</p><p>Two</p>", "<p>One</p><p>New</p><p>Two</p>");
    expect(parts).toEqual([
      { type: "same", text: "One\n" },
      { type: "added", text: "New\n" },
      { type: "same", text: "Two" },
    ]);
  });

  it("describes both versions: common and added words give the new text, common and removed the old", () => {
    const before = "<p>Production of steel parts.</p><p>Excluded: the office in Odense.</p>";
    const after = "<h2>Scope</h2><p>Production and painting of steel parts.</p><p>Excluded: nothing.</p>";
    const parts = diffText(before, after);
    expect(side(parts, "added")).toBe(htmlToText(after));
    expect(side(parts, "removed")).toBe(htmlToText(before));
  });

  it("shows a change of very long texts as replaced instead of spending quadratic time", () => {
    const words = (prefix: string) => Array.from({ length: 3000 }, (_, i) => `${prefix}${i}`).join(" ");
    const parts = diffText(`<p>${words("a")}</p>`, `<p>${words("b")}</p>`);
    expect(parts.map((part) => part.type)).toEqual(["removed", "added"]);
    expect(side(parts, "added")).toBe(words("b"));
  });

  it("keeps the common start and end of long texts unchanged around a small edit", () => {
    const long = Array.from({ length: 5000 }, (_, i) => `w${i}`);
    const edited = [...long.slice(0, 2500), "inserted", ...long.slice(2500)];
    const parts = diffText(`<p>${long.join(" ")}</p>`, `<p>${edited.join(" ")}</p>`);
    expect(parts.map((part) => part.type)).toEqual(["same", "added", "same"]);
    expect(parts[1].text).toBe(" inserted");
  });

  it("sees no change when only the markup differs, as between the old editor's HTML and the new one's", () => {
    const old = "<h2>Scope</h2><p>Steel <b>parts</b></p><ul><li>Vejle</li></ul>";
    const rewritten = "<h2>Scope</h2><p>Steel <strong>parts</strong></p><ul><li><p>Vejle</p></li></ul>";
    expect(diffText(old, rewritten)).toEqual([{ type: "same", text: "Scope\nSteel parts\nVejle" }]);
  });

  it("shows a word changed in a table cell, the rest of the row unchanged", () => {
    const table = (target: string) =>
      `<table><tbody><tr><th><p>Site</p></th><th><p>Target</p></th></tr><tr><td><p>Vejle</p></td><td><p>${target}</p></td></tr></tbody></table>`;
    expect(diffText(table("20"), table("25"))).toEqual([
      { type: "same", text: "Site Target\nVejle" },
      { type: "removed", text: " 20" },
      { type: "added", text: " 25" },
    ]);
  });

  it("keeps the common start and end unchanged around a middle too different to compare", () => {
    const words = (prefix: string) => Array.from({ length: 3000 }, (_, i) => `${prefix}${i}`).join(" ");
    const parts = diffText(
      `<p>Intro</p><p>${words("a")}</p><p>Outro</p>`,
      `<p>Intro</p><p>${words("b")}</p><p>Outro</p>`,
    );
    expect(parts.map((part) => part.type)).toEqual(["same", "removed", "added", "same"]);
    expect(parts[0].text).toBe("Intro\n");
    expect(parts[3].text).toBe("\nOutro");
  });
});
