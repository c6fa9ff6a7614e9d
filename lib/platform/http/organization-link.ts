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

/**
 * Whether the address opens in another organization: it is then followed as a whole page load, so
 * that the shell (menu, switcher, header) is drawn again for that organization.
 */
export const switchesOrganization = (href: string) =>
  new URLSearchParams(href.split("#")[0].split("?")[1] ?? "").has(ORGANIZATION_PARAM);
