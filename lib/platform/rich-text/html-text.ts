// The text of a rich-text document, for the word diff of two versions and for "is there any text at
// all". Read with a real HTML parser (htmlparser2, which sanitize-html uses too), so entities,
// comments and attribute values that contain ">" come out as a browser would read them.
import { Parser } from "htmlparser2";

/** Elements that start a line of their own: a paragraph, heading, list item, quotation or table row. */
const BLOCKS = new Set([
  "p",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "table",
  "thead",
  "tbody",
  "tr",
]);
const CELLS = new Set(["td", "th"]);
/** Never text, even if an unsanitised document held them. */
const HIDDEN = new Set(["script", "style", "template"]);

/**
 * The text of the HTML, one line per block (paragraph, heading, list item, table row): a row's
 * cells stand on one line, separated by a space, also when a cell holds paragraphs of its own (the
 * editor writes every cell as one). White space within a line collapses as the browser shows it.
 */
export function htmlToText(html: string): string {
  let text = "";
  let cells = 0;
  let hidden = 0;
  const boundary = () => {
    text += cells ? " " : "\n";
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden++;
        else if (CELLS.has(name)) cells++;
        if (name === "br" || BLOCKS.has(name)) boundary();
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (CELLS.has(name)) {
          cells = Math.max(0, cells - 1);
          text += " ";
        } else if (BLOCKS.has(name)) boundary();
      },
      ontext(data) {
        if (!hidden) text += data;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}
