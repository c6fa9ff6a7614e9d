// Whether cookies are Secure, decided per request. A Secure cookie is dropped by the browser on a
// plain-HTTP page, so Secure everywhere in production locks out anyone who opens the app on the
// machine's address over HTTP; none at all would send sessions in clear text behind HTTPS.
import { CLIENT_SCHEME_HEADER } from "./client-ip";

type RequestLike = { headers: Headers; url: string };

function configuredAddress(): URL | null {
  const configured = process.env.APP_URL ?? process.env.NEXTAUTH_URL;
  try {
    return configured ? new URL(configured) : null;
  } catch {
    return null;
  }
}

/** The scheme the browser used: from the app server (socket or trusted proxy), else the request's URL. */
function requestScheme(request: RequestLike): "https" | "http" {
  const stamped = request.headers.get(CLIENT_SCHEME_HEADER);
  if (stamped === "https" || stamped === "http") return stamped;
  return new URL(request.url).protocol === "https:" ? "https" : "http";
}

/**
 * Secure when the browser came over HTTPS, or when it asked for the host of an https APP_URL (a TLS
 * proxy in front whose X-Forwarded-Proto is not trusted, see TRUSTED_PROXY_COUNT). COOKIE_SECURE
 * set to true or false overrides both.
 */
export function cookiesSecure(request: RequestLike): boolean {
  if (process.env.COOKIE_SECURE === "false") return false;
  if (process.env.COOKIE_SECURE === "true") return true;
  if (requestScheme(request) === "https") return true;
  const configured = configuredAddress();
  return configured?.protocol === "https:" && configured.host === request.headers.get("host");
}

/**
 * Why a browser may not have sent the anti-forgery cookie back: it was Secure and this page is plain
 * HTTP. Null when that is not the case.
 */
export function insecureConnectionProblem(request: RequestLike): string | null {
  if (requestScheme(request) === "https" || !cookiesSecure(request)) return null;
  const configured = configuredAddress();
  return configured?.protocol === "https:"
    ? `This page was opened over plain HTTP, but the app's cookies are Secure: open it at ${configured.origin}`
    : "This page was opened over plain HTTP, but COOKIE_SECURE=true makes the app's cookies Secure: use HTTPS or unset COOKIE_SECURE";
}
