/** return_url is followed only when it is a path on this site (no open redirect). */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const url = new URL(value, "http://this.site");
    return url.origin === "http://this.site" ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
