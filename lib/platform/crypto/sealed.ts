import "server-only";
// Secrets the app must read back (a TOTP secret, an identity provider's client secret) are kept
// sealed: AES-256-GCM under ENCRYPTION_KEY, bound to the record they belong to, so a sealed value
// copied into another row does not open. A database dump alone reveals none of them.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";

function key(): Buffer {
  const value = process.env.ENCRYPTION_KEY;
  if (!value) throw new Error("ENCRYPTION_KEY is not set (see .env.example)");
  const bytes = Buffer.from(value, "base64url");
  if (bytes.length !== 32) throw new Error("ENCRYPTION_KEY must be 32 bytes, base64url-encoded");
  return bytes;
}

/** `context` names the field and record the value belongs to, e.g. `user.totp:<id>`. */
export function seal(plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, iv.toString("base64url"), body.toString("base64url")].join(".");
}

/** The plain value; throws when the value was not sealed under this key for this context. */
export function open(sealed: string, context: string): string {
  const [version, iv, body] = sealed.split(".");
  if (version !== VERSION || !iv || !body) throw new Error("Not a sealed value");
  const bytes = Buffer.from(body, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString("utf8");
}
