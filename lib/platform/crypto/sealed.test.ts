import { randomBytes } from "node:crypto";
import { open, seal } from "./sealed";

describe("sealed secrets", () => {
  const saved = process.env.ENCRYPTION_KEY;
  beforeAll(() => {
    process.env.ENCRYPTION_KEY = randomBytes(32).toString("base64url");
  });
  afterAll(() => {
    process.env.ENCRYPTION_KEY = saved;
  });

  it("opens what it sealed, and the sealed text shows nothing of the secret", () => {
    const sealed = seal("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "user.totp:1");
    expect(sealed).not.toContain("JBSWY3DP");
    expect(open(sealed, "user.totp:1")).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });

  it("seals the same secret differently each time", () => {
    expect(seal("same", "c")).not.toBe(seal("same", "c"));
  });

  it("refuses a value moved to another record, altered, or sealed under another key", () => {
    const sealed = seal("secret", "user.totp:1");
    expect(() => open(sealed, "user.totp:2")).toThrow();
    const [version, iv, body] = sealed.split(".");
    const altered = Buffer.from(body, "base64url");
    altered[0] ^= 1;
    expect(() => open([version, iv, altered.toString("base64url")].join("."), "user.totp:1")).toThrow();
    process.env.ENCRYPTION_KEY = randomBytes(32).toString("base64url");
    expect(() => open(sealed, "user.totp:1")).toThrow();
  });

  it("will not work without a key of 32 bytes", () => {
    process.env.ENCRYPTION_KEY = "short";
    expect(() => seal("x", "c")).toThrow(/32 bytes/);
    delete process.env.ENCRYPTION_KEY;
    expect(() => seal("x", "c")).toThrow(/ENCRYPTION_KEY/);
  });
});
