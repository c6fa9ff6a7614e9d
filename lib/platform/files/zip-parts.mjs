// @ts-check
// The parts of a ZIP archive held in memory (an XLSX or DOCX file is one), read with yauzl within
// limits that are checked before anything is unpacked: how many entries, what they declare to
// unpack to in all, and what each part to be read declares. yauzl checks every part's bytes
// against its declared size as it unpacks, so an archive that lies about its sizes stops at the
// declared size instead of filling the memory. Plain JavaScript: the sheet reader's worker thread
// loads it without a build step.
import yauzl from "yauzl";

/** Why an archive is refused: "unreadable" (not a ZIP we can follow) or "too_large" (over a limit). */
export class ZipRefusal extends Error {
  /**
   * @param {"unreadable" | "too_large"} reason
   * @param {string} detail for the log only: it may quote the archive
   */
  constructor(reason, detail) {
    super(detail);
    this.reason = reason;
  }
}

/** yauzl's words for a part that unpacks to more bytes than it declared. */
const UNPACKS_TO_MORE = /too many bytes in the stream/;

/**
 * @typedef {{ maxEntries: number, maxTotalBytes: number, maxPartBytes: number }} ZipLimits
 * @typedef {{
 *   names: Set<string>,
 *   read: (name: string) => Promise<Buffer | undefined>,
 *   stream: (name: string, onChunk: (chunk: Buffer) => void) => Promise<boolean>,
 * }} ZipArchive
 */

/**
 * Opens the archive: its directory is read and checked against the limits, nothing is unpacked
 * yet. Names are lower-cased (part names are case-insensitive in a package). `read` unpacks one
 * part whole, `stream` hands its bytes on as they are unpacked and stops when `onChunk` throws;
 * both refuse a part that declares more than `maxPartBytes`.
 * @param {Buffer} bytes
 * @param {ZipLimits} limits
 * @returns {Promise<ZipArchive>}
 */
export async function openZip(bytes, limits) {
  /** @type {import("yauzl").ZipFile} */
  let zip;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  } catch (error) {
    throw new ZipRefusal("unreadable", String(/** @type {Error} */ (error).message));
  }
  if (zip.entryCount > limits.maxEntries) throw new ZipRefusal("too_large", `${zip.entryCount} entries`);
  /** @type {Map<string, import("yauzl").Entry>} */
  const entries = new Map();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > limits.maxTotalBytes) throw new ZipRefusal("too_large", `unpacks to over ${declared} bytes`);
      entries.set(entry.fileName.toLowerCase(), entry);
    }
  } catch (error) {
    throw error instanceof ZipRefusal
      ? error
      : new ZipRefusal("unreadable", String(/** @type {Error} */ (error).message));
  }

  /** @param {string} name @param {(chunk: Buffer) => void} onChunk */
  const stream = async (name, onChunk) => {
    const entry = entries.get(name.toLowerCase());
    if (!entry) return false;
    if (entry.uncompressedSize > limits.maxPartBytes) {
      throw new ZipRefusal("too_large", `${name} declares ${entry.uncompressedSize} bytes`);
    }
    /** @type {import("node:stream").Readable} */
    let source;
    /** @type {unknown} what `onChunk` threw: it ends the reading and is thrown on as it is */
    let stopped;
    try {
      source = await zip.openReadStreamPromise(entry);
      for await (const chunk of source) {
        try {
          onChunk(chunk);
        } catch (error) {
          stopped = error;
          break;
        }
      }
    } catch (error) {
      const message = String(/** @type {Error} */ (error).message);
      throw new ZipRefusal(UNPACKS_TO_MORE.test(message) ? "too_large" : "unreadable", message);
    }
    if (stopped) {
      source.destroy();
      throw stopped;
    }
    return true;
  };

  return {
    names: new Set(entries.keys()),
    stream,
    read: async (name) => {
      /** @type {Buffer[]} */
      const chunks = [];
      return (await stream(name, (chunk) => chunks.push(chunk))) ? Buffer.concat(chunks) : undefined;
    },
  };
}
