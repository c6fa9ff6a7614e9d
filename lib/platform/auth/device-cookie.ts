// The device cookie of OWASP's authentication guidance: a browser where a person signed in
// successfully gets a signed cookie naming the account and a random nonce. Sign-in from that
// browser is trusted for that account, so attacks on the account from elsewhere (which slow down
// untrusted attempts) never keep its owner out. It proves nothing by itself: the password is
// still checked, and a device whose own attempts keep failing loses the trust.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { secret, secureCookies } from "./session-cookie";

const DEVICE_COOKIE = "ehs.device";
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type RequestLike = { headers: Headers; url: string };

const signature = (userId: string, nonce: string) =>
  createHmac("sha256", secret()).update(`device:${userId}:${nonce}`).digest("base64url");

/** The Set-Cookie of a new device cookie for this account on this browser. */
export function deviceSetCookie(userId: string, request?: RequestLike): string {
  const nonce = randomBytes(16).toString("base64url");
  const parts = [`${DEVICE_COOKIE}=${userId}.${nonce}.${signature(userId, nonce)}`, "Path=/", "HttpOnly"];
  parts.push("SameSite=Lax", `Max-Age=${DEVICE_MAX_AGE_SECONDS}`);
  if (secureCookies(request)) parts.push("Secure");
  return parts.join("; ");
}

/** The device's nonce when the request carries an authentic device cookie of this account, else null. */
export function trustedDeviceNonce(cookieHeader: string | null, userId: string): string | null {
  const value = (cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  const [owner, nonce, given] = value?.split(".") ?? [];
  if (!owner || !nonce || !given || owner !== userId) return null;
  const expected = Buffer.from(signature(owner, nonce));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? nonce : null;
}
