// The organization's logo, top right on a report's first page. A logo is an upload: it may be of a
// type PDFKit cannot draw, damaged, or enormous. Any of these leaves the report without a logo
// instead of failing it, and it is checked before PDFKit sees it, because PDFKit decodes a PNG with
// transparency in a zlib callback, where a damaged image throws outside any caller's try (the
// process's uncaught exception), not from `doc.image`.
import "server-only";
import { inflateSync } from "node:zlib";

/** The height the logo is scaled to fit, and the width it may take at most. */
export const LOGO_BOX = { width: 160, height: 40 } as const;

// PDFKit holds a PNG's pixels decoded while it splits off the alpha channel: 4,096 × 4,096 RGBA is
// 64 MB; a logo needs a few hundred pixels
const MAX_PIXELS = 4096 * 4096;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BITS_PER_PIXEL: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Whether the PNG's chunks are whole and its image data inflates to its rows. */
function readablePng(image: Buffer): boolean {
  let width = 0;
  let height = 0;
  let rowBytes = 0;
  let interlaced = false;
  const data: Buffer[] = [];
  for (let at = PNG_SIGNATURE.length; at + 8 <= image.length;) {
    const length = image.readUInt32BE(at);
    const type = image.toString("latin1", at + 4, at + 8);
    const body = image.subarray(at + 8, at + 8 + length);
    if (body.length !== length) return false;
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const channels = BITS_PER_PIXEL[body[9]];
      if (!channels || !width || !height || width * height > MAX_PIXELS) return false;
      rowBytes = 1 + Math.ceil((width * channels * body[8]) / 8);
      interlaced = body[12] === 1;
    } else if (type === "IDAT") data.push(body);
    else if (type === "IEND") break;
    at += 12 + length; // length, type, data, CRC
  }
  if (!rowBytes || !data.length) return false;
  try {
    // bounded, so that a decompression bomb is refused before it is inflated in full; an interlaced
    // image's seven passes take a little more than its rows, a truncated one less
    const pixels = inflateSync(Buffer.concat(data), { maxOutputLength: 2 * rowBytes * height });
    return interlaced || pixels.length >= rowBytes * height;
  } catch {
    return false;
  }
}

/** The logo if PDFKit can draw it (a whole PNG or a JPEG), otherwise null. */
export function drawableLogo(image: Buffer | null | undefined): Buffer | null {
  if (!image?.length) return null;
  if (image.subarray(0, 8).equals(PNG_SIGNATURE)) return readablePng(image) ? image : null;
  // JPEG goes into the PDF as it is (PDFKit only reads its header), so a viewer decodes it
  if (image[0] === 0xff && image[1] === 0xd8) return image;
  return null;
}

/** Draws the logo in the top right corner of the content area; false when PDFKit refuses it. */
export function drawLogo(doc: PDFKit.PDFDocument, image: Buffer, right: number, top: number): boolean {
  try {
    doc.image(image, right - LOGO_BOX.width, top, { fit: [LOGO_BOX.width, LOGO_BOX.height], align: "right" });
    return true;
  } catch {
    return false;
  }
}
