// How many bytes an XLSX file (a ZIP archive) unpacks to, found by unpacking each entry with a
// ceiling, before the sheet reader unpacks it whole: a few megabytes of ZIP can unpack to gigabytes
// (a "ZIP bomb"), and the sizes an archive declares can lie, so they are not trusted.
import "server-only";
import { inflateRawSync } from "node:zlib";

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Thrown when the archive is not one this reader can follow (then it is not a sheet we read). */
export class UnreadableZip extends Error {}

function endOfDirectory(bytes: Buffer): number {
  // the record is 22 bytes and may be followed by a comment of up to 65,535
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new UnreadableZip("no ZIP directory");
}

/**
 * The bytes the archive's entries unpack to, counting no further than `ceiling`: returns a number
 * above `ceiling` as soon as the entries pass it, without unpacking the rest.
 */
export function unpackedZipBytes(bytes: Buffer, ceiling: number): number {
  if (bytes.length < 22) throw new UnreadableZip("too short for a ZIP archive");
  const end = endOfDirectory(bytes);
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new UnreadableZip("broken directory");
    const method = bytes.readUInt16LE(at + 10);
    const packedSize = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER)
      throw new UnreadableZip("broken entry");
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const packed = bytes.subarray(dataStart, dataStart + packedSize);
    if (method === STORED) total += packed.length;
    else if (method === DEFLATED) {
      try {
        total += inflateRawSync(packed, { maxOutputLength: ceiling - total + 1 }).length;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") return ceiling + 1;
        throw new UnreadableZip(`entry ${entry + 1} cannot be unpacked`);
      }
    } else throw new UnreadableZip(`entry ${entry + 1} is packed in an unknown way`);
    if (total > ceiling) return total;
  }
  return total;
}
