import "server-only";
// The answer that opens a session, the same after a password or after the code of two-factor
// sign-in: the session cookie, a fresh anti-forgery token (one known before signing in is
// worthless after), the device cookie, and the organizations the person reaches.
import { csrfSetCookie } from "@/lib/platform/api/csrf";
import { toJson } from "@/lib/platform/api/wire";
import { pageOf } from "@/lib/platform/lists/paging";
import { deviceSetCookie } from "./device-cookie";
import { sessionSetCookie } from "./session-cookie";
import type { OpenedSession } from "./sign-in";

type RequestLike = { headers: Headers; url: string };

/** `extra`: what the answer carries beside the organizations (recovery codes after enrolling). */
export function sessionAnswer(
  { token, organizations, user }: OpenedSession,
  request: RequestLike,
  extra: object = {},
): Response {
  const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
  // the page follows the person's language (a refresh, which takes a signed-in browser on to the
  // dashboard), except while it still shows the recovery codes to save
  if (!("recoveryCodes" in extra)) headers.set("content-language", user.language);
  headers.append("set-cookie", sessionSetCookie(token, undefined, request));
  headers.append("set-cookie", csrfSetCookie(request));
  // this browser is now known for the account: attacks on the account elsewhere do not hold it
  headers.append("set-cookie", deviceSetCookie(user.id, request));
  return new Response(toJson({ ...pageOf(organizations.length, organizations), ...extra }), { headers });
}
