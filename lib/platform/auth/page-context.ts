import "server-only";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { decodeNavigationContext, NAVIGATION_HEADER, type NavigationContext } from "./navigation-context";
import { mintOrgContext } from "./org-context";
import { satisfies, type OrgScopeName } from "./scopes";

export type PageContext = NavigationContext;

/**
 * The signed-in user and the active organization's OrgContext, as proxy.ts resolved them for
 * this request (no second look-up). Without that hand-over, which only the proxy can sign, the
 * page fails closed: the visitor goes to sign-in.
 */
export const getPageContext = cache(async (): Promise<PageContext> => {
  const requestHeaders = await headers();
  const context = decodeNavigationContext(requestHeaders.get(NAVIGATION_HEADER));
  if (!context) redirect(`/?return_url=${encodeURIComponent(requestHeaders.get("x-ehs-path") ?? "/dashboard")}`);
  return context;
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
