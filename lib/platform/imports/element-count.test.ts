// The count of a part's elements taken on its bytes before parsing: exact for markup however the
// part is cut into chunks, blind to names that only begin or end alike.
import { elementCounter } from "./element-count.mjs";

/** Feeds `xml` in chunks of `size` bytes; the count at which the limit was passed, or "within". */
function countOf(xml: string, name: string, limit: number, size: number) {
  const bytes = Buffer.from(xml);
  let passed: number | "within" = "within";
  const stop = new Error("over");
  const feed = elementCounter(name, limit, (count) => {
    passed = count;
    throw stop;
  });
  try {
    for (let at = 0; at < bytes.length; at += size) feed(bytes.subarray(at, at + size));
  } catch (error) {
    if (error !== stop) throw error;
  }
  return passed;
}

const cells =
  `<?xml version="1.0"?><x:worksheet xmlns:x="urn:x"><x:cols><x:col min="1"/></x:cols><x:sheetData>` +
  `<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1"/><x:c\tr="C1">` +
  `<x:v>2</x:v></x:c></x:row><row><c>1</c><cell/><cc/><c/></row></x:sheetData></x:worksheet>`;

it.each([1, 2, 3, 7, 64, 4096])("counts each element of the name, prefixed or not, in chunks of %i bytes", (size) => {
  // five: A1, B1, C1 (prefixed, one after a tab) and two without a prefix; cols, col, cell and cc are other names
  expect(countOf(cells, "c", 5, size)).toBe("within");
  expect(countOf(cells, "c", 4, size)).toBe(5);
  expect(countOf(cells, "row", 1, size)).toBe(2);
  expect(countOf(cells, "col", 1, size)).toBe("within");
});

it("stops at the first element past the limit", () => {
  const many = `<sst>${"<si><t>x</t></si>".repeat(1_000)}</sst>`;
  expect(countOf(many, "si", 100, 4096)).toBe(101);
  expect(countOf(many, "si", 1_000, 4096)).toBe("within");
});

it("counts nothing inside a closing tag, a declaration or a comment's opening", () => {
  expect(countOf(`<?c x?><!--c--></c></x:c><c`, "c", 0, 3)).toBe("within");
});
