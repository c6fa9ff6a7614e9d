// A link into another organization than the one the person works in: the screens read the active
// organization, so the link names its organization and the proxy makes it the active one before the
// screen opens (the same choice as the organization switcher's). Due lines of organizations below
// the active one, the digest's and the calendar's links use it.

export const ORGANIZATION_PARAM = "organization";

/** The screen's address, opened in the given organization. */
export function inOrganization(href: string, organizationId: string): string {
  const [path, hash] = href.split("#");
  const joined = `${path}${path.includes("?") ? "&" : "?"}${ORGANIZATION_PARAM}=${encodeURIComponent(organizationId)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
