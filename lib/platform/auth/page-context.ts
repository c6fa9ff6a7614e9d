import "server-only";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { ACTIVE_ORG_KEY, resolveActiveOrganization, type ActiveOrganization } from "./active-org";
import { mintOrgContext } from "./org-context";
import { satisfies, type OrgScopeName } from "./scopes";
import { sessionUserFromCookieHeader } from "./session";
import type { SessionUser } from "./types";

export type PageContext = ActiveOrganization & { user: SessionUser };

/**
 * The page loader's half of tenancy: the signed-in user and the active
 * organization's OrgContext, once per request. Anonymous visitors go to sign-in.
 */
export const getPageContext = cache(async (): Promise<PageContext> => {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  const user = await sessionUserFromCookieHeader(requestHeaders.get("cookie"));
  if (!user) redirect(`/?return_url=${encodeURIComponent(requestHeaders.get("x-ehs-path") ?? "/dashboard")}`);
  const active = await resolveActiveOrganization(user, cookieStore.get(ACTIVE_ORG_KEY)?.value);
  if (!active) redirect("/unauthorized");
  return { ...active, user };
});

/**
 * For pages about an organization named in the URL (not the active one): 404 when the user does
 * not reach it, /unauthorized when the scope is missing there.
 */
export async function requireOrganization(organizationId: string, scope: OrgScopeName) {
  const { user } = await getPageContext();
  const org = await mintOrgContext(user, organizationId);
  if (!org) notFound();
  if (!satisfies(org.grants, { org: scope })) redirect("/unauthorized");
  return org;
}
