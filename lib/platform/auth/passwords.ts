// Password hashing (scrypt from node:crypto) and the password policy.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MIN_PASSWORD_LENGTH = 12;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split("$");
  if (algorithm !== "scrypt" || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

/** A hash of a random password: verifying against it costs what a real check costs. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(randomBytes(24).toString("base64")));

let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary["passwords-common"] as string[]));

export type PasswordProblem = "too_short" | "same_as_email" | "too_common";

/** The policy: at least 12 characters, not the e-mail address, not a commonly used password. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "too_short";
  const lower = password.toLowerCase();
  const address = email.toLowerCase();
  if (lower === address || lower === address.split("@")[0]) return "same_as_email";
  if (commonPasswords().has(lower)) return "too_common";
  return null;
}
