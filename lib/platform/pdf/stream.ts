// A PDFKit document as a web stream for a Response, drawn only as fast as it is read. Without
// `bufferPages` PDFKit writes each page out when the next one starts, so a long report holds one
// page at a time; `ready` is where drawing waits while the reader (a slow client) is behind, so
// that the written pages do not pile up in the stream's queue either.
import "server-only";

type Doc = PDFKit.PDFDocument;

/** Given to the drawing: resolves when the reader wants more; rejects once the reader has gone. */
export type Ready = () => Promise<void>;

// a few pages of a dense table, compressed
const QUEUE_BYTES = 64 * 1024;

/**
 * The document's bytes. `draw` starts when the stream first asks for data (at once, to fill its
 * queue) and the document ends when it resolves. A failure in `draw` fails the stream; a reader
 * that cancels stops `draw` at its next `ready()` (which closes the rows' iterator, and with it
 * their database cursor).
 */
export function documentStream(doc: Doc, draw: (ready: Ready) => Promise<void>): ReadableStream<Uint8Array> {
  let wake: (() => void) | undefined;
  let cancelled: Error | undefined;
  let open = true;
  let started = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  // PDFKit's output is read from it here, not taken from its 'data' events: those start only on a
  // later tick, and drawing rows from an async iterable runs on microtasks, which come first; the
  // queue's fill would not be known until the drawing ended
  const drain = () => {
    for (let chunk: Buffer | null = doc.read(); chunk !== null; chunk = doc.read()) {
      if (open) controller.enqueue(chunk);
    }
  };

  const ready: Ready = () => {
    if (cancelled) return Promise.reject(cancelled);
    drain();
    if ((controller.desiredSize ?? 0) > 0) return Promise.resolve();
    return new Promise<void>((resolve) => (wake = resolve)).then(() => {
      if (cancelled) throw cancelled;
    });
  };
  const resume = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };

  async function run() {
    try {
      await draw(ready);
      // the end may come later than `end()`: an image with transparency is embedded asynchronously
      await new Promise<void>((resolve, reject) => {
        doc.on("readable", drain);
        doc.on("end", resolve);
        doc.on("error", reject);
        doc.end();
      });
      drain();
      if (open) controller.close();
    } catch (error) {
      if (open) controller.error(error);
    } finally {
      open = false;
    }
  }

  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      pull() {
        if (!started) {
          started = true;
          void run();
        }
        resume();
      },
      cancel(reason) {
        open = false;
        cancelled = new Error("The reader of the PDF went away", { cause: reason });
        resume();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_BYTES }),
  );
}

/** All of a stream's bytes: for a document that is attached to a mail or checked in a test. */
export async function streamBytes(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return Buffer.concat(chunks);
}
