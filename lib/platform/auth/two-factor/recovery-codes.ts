import "server-only";
// Ten single-use codes for a person without their phone. Each is ten characters from an alphabet
// without look-alikes (about 50 bits), shown once as "xxxxx-xxxxx"; only a hash is kept. Typing is
// forgiving: case, spaces and the hyphen do not matter.
import { createHash, randomInt } from "node:crypto";

const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 10;

const normalized = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

/** Whether the text has the shape of a recovery code (rather than an app's six digits). */
export const looksLikeRecoveryCode = (code: string) =>
  normalized(code).length === LENGTH && [...normalized(code)].every((c) => ALPHABET.includes(c));

export const hashRecoveryCode = (code: string) => createHash("sha256").update(normalized(code)).digest("hex");

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
