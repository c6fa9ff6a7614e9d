import "server-only";
// What a password sign-in sets beside the session (session-answer.ts and the sign-in form) is set
// after the provider's callback too: a fresh anti-forgery token, the device cookie that keeps this
// browser signing in while strangers try the account's password elsewhere, and the first
// organization of the person's holding as the active one (SPEC.md section 4).
import { csrfSetCookie } from "@/lib/platform/api/csrf";
import { ACTIVE_ORG_KEY } from "@/lib/platform/client/active-organization";
import { cookieLine } from "@/lib/platform/client/browser-cookies";
import { reachableOrganizations } from "../data";
import { deviceSetCookie } from "../device-cookie";
import { decodeSessionToken, SESSION_COOKIE } from "../session-cookie";

type RequestLike = { headers: Headers; url: string };

export async function withSignedInCookies(response: Response, request: RequestLike): Promise<Response> {
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  const token = session?.slice(SESSION_COOKIE.length + 1).split(";")[0];
  const signedIn = token ? await decodeSessionToken(token) : null;
  if (!signedIn) return response;
  const headers = new Headers(response.headers);
  headers.append("set-cookie", csrfSetCookie(request));
  headers.append("set-cookie", deviceSetCookie(signedIn.userId, request));
  const [first] = await reachableOrganizations(signedIn.userId);
  if (first) headers.append("set-cookie", cookieLine(ACTIVE_ORG_KEY, first.id));
  return new Response(response.body, { status: response.status, headers });
}
