import "server-only";
import { getPageContext } from "@/lib/platform/auth/page-context";

/**
 * The name of an organization the user reaches, for the `<title>` of a page about it, from the
 * navigation context the proxy handed over (no query); undefined for one the user does not reach.
 */
export async function organizationName(id: string): Promise<string | undefined> {
  const { organizations } = await getPageContext();
  return organizations.find((organization) => organization.id === id)?.name;
}
