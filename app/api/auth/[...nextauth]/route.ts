// next-auth's endpoints, only those single sign-on uses: GET csrf (its anti-forgery token for the
// form that starts a sign-in), POST signin/<provider> (to the holding's identity provider), GET
// callback/<provider> (back from it) and GET error (on to the sign-in page with the reason).
// Everything else next-auth offers (its own pages, session, providers, sign-out) answers 404: the
// app signs out through DELETE /api/v1/authentications.
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { errorResponse, notFound } from "@/lib/platform/api/errors";
import { authOptionsFor } from "@/lib/platform/auth/next-auth-options";
import { withSignedInCookies } from "@/lib/platform/auth/single-sign-on/signed-in-cookies";
import { holdingProvider } from "@/lib/platform/auth/single-sign-on/provider";
import { organizationIdOf } from "@/lib/platform/auth/single-sign-on/provider-id";

type Context = { params: Promise<{ nextauth: string[] }> };

const OFFERED: Record<string, string[]> = { GET: ["csrf", "callback", "error"], POST: ["signin"] };

async function handler(request: NextRequest, context: Context) {
  const [action, providerId, ...rest] = (await context.params).nextauth;
  if (!OFFERED[request.method]?.includes(action) || rest.length) return errorResponse(notFound());
  const needsProvider = action === "signin" || action === "callback";
  const holdingId = organizationIdOf(providerId);
  const holding = needsProvider && holdingId ? await holdingProvider(holdingId) : null;
  // a provider removed (or never there) while someone was on the way: back to the sign-in page
  if (needsProvider && !holding) return Response.redirect(new URL("/?sso_error=not_set_up", request.url), 303);
  const response = await NextAuth(request, context, authOptionsFor(request, holding));
  return action === "callback" ? withSignedInCookies(response, request) : response;
}

export { handler as GET, handler as POST };
