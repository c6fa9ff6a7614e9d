// next-auth's endpoints, only those single sign-on uses: GET csrf (its anti-forgery token for the
// request that starts a sign-in), POST signin/<provider> (to the holding's identity provider) and
// GET callback/<provider> (back from it). next-auth sends a failed sign-in on to its own error or
// sign-in page: both are the app's sign-in page, with the reason. Everything else it offers (its
// pages, session, providers, sign-out) answers 404: the app signs out through POST /api/v1/logout.
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { errorResponse, notFound } from "@/lib/platform/api/errors";
import { authOptionsFor } from "@/lib/platform/auth/next-auth-options";
import { withSignedInCookies } from "@/lib/platform/auth/single-sign-on/signed-in-cookies";
import { holdingProvider } from "@/lib/platform/auth/single-sign-on/provider";
import { organizationIdOf } from "@/lib/platform/auth/single-sign-on/provider-id";

type Context = { params: Promise<{ nextauth: string[] }> };

const OFFERED: Record<string, string[]> = { GET: ["csrf", "callback"], POST: ["signin"] };

/** A page of this site, named by its path: Next's request URL may name another host than the browser's. */
const toPage = (path: string) => new Response(null, { status: 303, headers: { location: path } });

/** `/api/auth/error?error=…` and `/api/auth/signin?error=…`: the sign-in page says it did not work. */
function toSignInPage(request: NextRequest) {
  const error = new URL(request.url).searchParams.get("error") ?? "";
  return toPage(`/?error=${/^\w{1,40}$/.test(error) ? error : "failed"}`);
}

async function handler(request: NextRequest, context: Context) {
  const [action, providerId, ...rest] = (await context.params).nextauth;
  if (request.method === "GET" && (action === "error" || action === "signin") && !providerId)
    return toSignInPage(request);
  if (!OFFERED[request.method]?.includes(action) || rest.length) return errorResponse(notFound());
  const needsProvider = action === "signin" || action === "callback";
  const holdingId = organizationIdOf(providerId);
  const holding = needsProvider && holdingId ? await holdingProvider(holdingId) : null;
  // a provider removed (or never there) while someone was on the way: back to the sign-in page
  if (needsProvider && !holding) return toPage("/?sso_error=not_set_up");
  const response = await NextAuth(request, context, authOptionsFor(request, holding));
  return action === "callback" ? withSignedInCookies(response, request) : response;
}

export { handler as GET, handler as POST };
