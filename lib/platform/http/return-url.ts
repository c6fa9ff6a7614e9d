/**
 * return_url is followed only when it is a path on this site (no open redirect). The value is
 * normalised the way a browser would read it (dot segments, backslashes, tabs and newlines
 * removed) and refused when the normalised path could leave the site: `//host` and `/\host` are
 * protocol-relative, and so is `/.//host` once its dot segment is gone.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, "http://this.site");
    const local = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== "http://this.site" || !local.startsWith("/") || /^\/[/\\]/.test(local)) return null;
    // %2F or %5C right after the first slash decodes to a second one wherever the path is decoded again
    if (/^\/%(2f|5c)/i.test(local)) return null;
    return local;
  } catch {
    return null;
  }
}
