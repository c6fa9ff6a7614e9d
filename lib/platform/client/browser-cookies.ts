function readBrowserCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** A cookie the page's scripts may read, for a year by default: as the browser writes it, or as a Set-Cookie value. */
export const cookieLine = (name: string, value: string, maxAgeSeconds = 31536000) =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;

export function writeBrowserCookie(name: string, value: string, maxAgeSeconds = 31536000) {
  document.cookie = cookieLine(name, value, maxAgeSeconds);
}

/** The anti-forgery token for the X-XSRF-TOKEN header: `__Host-XSRF-TOKEN` over HTTPS, `XSRF-TOKEN` otherwise. */
export function antiForgeryToken(): string {
  return readBrowserCookie("__Host-XSRF-TOKEN") ?? readBrowserCookie("XSRF-TOKEN") ?? "";
}
