// @ts-check
// How many elements of one name an XML part holds, counted on its bytes as they are unpacked and
// before any parsing. Finding the next `<` is native work (Buffer.indexOf), so a worksheet of half a
// million empty cells is refused in milliseconds instead of being parsed up to the limit first.
// Text cannot hold a raw `<`, so only markup counts; a comment or CDATA section that spells the
// tag counts too, which errs on the side of refusing.

const LT = 0x3c;
const COLON = 0x3a;
/** No element name in a spreadsheet is this long: the scan gives up on a name past it. */
const LONGEST_NAME = 64;
const EMPTY = Buffer.alloc(0);

/** Whitespace, `/` and `>` end a tag's name. */
const endsName = (/** @type {number} */ byte) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x2f || byte === 0x3e;

/** Do the bytes at `start` spell `wanted`? (Buffer.compare checks its arguments on every call: too slow here.) */
function named(/** @type {Buffer} */ bytes, /** @type {number} */ start, /** @type {Buffer} */ wanted) {
  for (let i = 0; i < wanted.length; i++) if (bytes[start + i] !== wanted[i]) return false;
  return true;
}

/**
 * A feed for a part's chunks that counts the elements whose local name is `name` (`<c`, `<x:c`);
 * it calls `over` as soon as the count passes `limit` (`over` throws to stop the unpacking).
 * @param {string} name
 * @param {number} limit
 * @param {(count: number) => never} over
 */
export function elementCounter(name, limit, over) {
  const wanted = Buffer.from(name);
  let count = 0;
  /** a tag whose name a chunk cut off, read again with the next chunk */
  let carry = EMPTY;
  return (/** @type {Buffer} */ chunk) => {
    const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    carry = EMPTY;
    for (let at = bytes.indexOf(LT); at !== -1;) {
      let start = at + 1;
      let end = start;
      while (end < bytes.length && end - at <= LONGEST_NAME && !endsName(bytes[end])) {
        if (bytes[end] === COLON) start = end + 1;
        end++;
      }
      if (end === bytes.length) {
        carry = Buffer.from(bytes.subarray(at));
        break;
      }
      if (end - start === wanted.length && named(bytes, start, wanted) && ++count > limit) over(count);
      at = bytes.indexOf(LT, end);
    }
  };
}
