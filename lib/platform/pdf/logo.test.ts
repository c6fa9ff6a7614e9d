import { deflateSync } from "node:zlib";
import { png, pngChunk } from "@/tests/support/png";
import { drawableLogo } from "./logo";

describe("drawableLogo", () => {
  it("takes a whole PNG and a JPEG as they are", () => {
    const image = png(120, 40);
    expect(drawableLogo(image)).toBe(image);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    expect(drawableLogo(jpeg)).toBe(jpeg);
  });

  it("leaves out what PDFKit cannot draw: no image, another type, a damaged or truncated PNG", () => {
    expect(drawableLogo(undefined)).toBeNull();
    expect(drawableLogo(Buffer.alloc(0))).toBeNull();
    expect(drawableLogo(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(drawableLogo(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBeNull();
    expect(drawableLogo(png(120, 40, { pixels: Buffer.from("not deflated at all") }))).toBeNull();
    expect(drawableLogo(png(120, 40).subarray(0, 60))).toBeNull();
    // rows missing: ten of forty
    const rows = Buffer.concat(Array.from({ length: 10 }, () => Buffer.alloc(1 + 120 * 4)));
    expect(drawableLogo(png(120, 40, { pixels: deflateSync(rows) }))).toBeNull();
    // no image data at all
    const whole = png(120, 40);
    const withoutData = Buffer.concat([whole.subarray(0, 33), pngChunk("IEND", Buffer.alloc(0))]);
    expect(drawableLogo(withoutData)).toBeNull();
  });

  it("refuses an image too large to decode for a logo, and a decompression bomb", () => {
    // 5,000 × 5,000 pixels declared: the header alone decides
    expect(drawableLogo(png(5000, 5000, { pixels: deflateSync(Buffer.alloc(10)) }))).toBeNull();
    // 100 × 100 declared, 50 MB of zeros inside: refused without inflating it all
    const bomb = deflateSync(Buffer.alloc(50 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(drawableLogo(png(100, 100, { pixels: bomb }))).toBeNull();
  });
});
