// Who is on the other end of a request, for rate limits and for the Secure flag of cookies. Only
// the server knows the socket; it hands the answer to the app in headers a client cannot set.

/** Headers the app server sets on every request after deleting whatever a client sent under these names. */
export const CLIENT_ADDRESS_HEADER = "x-ehs-client-address";
export const CLIENT_SCHEME_HEADER = "x-ehs-client-scheme";

const listOf = (header) =>
  (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/** `::ffff:127.0.0.2` is IPv4 127.0.0.2 reached over an IPv6 socket; one client, one spelling. */
const normalise = (address) => (address ?? "unknown").replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");

/** The number of reverse proxies in front of the app whose forwarded headers are believed. */
export function trustedProxyCount(value = process.env.TRUSTED_PROXY_COUNT) {
  const count = Number(value ?? 0);
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The client's address. Without trusted proxies it is the socket's peer, whatever the request
 * claims. Behind N trusted proxies, each appends the address it was connected from to
 * X-Forwarded-For, so the client is the N-th entry from the right; entries further left were sent
 * by the client and are never believed.
 */
export function clientAddress({ remoteAddress, forwardedFor, trustedProxies }) {
  if (!trustedProxies) return normalise(remoteAddress);
  const chain = listOf(forwardedFor);
  if (!chain.length) return normalise(remoteAddress);
  return normalise(chain[Math.max(0, chain.length - trustedProxies)]);
}

/**
 * "https" or "http" as the browser used it: the socket's own TLS, or behind trusted proxies the
 * X-Forwarded-Proto that the nearest proxy set.
 */
export function clientScheme({ encrypted, forwardedProto, trustedProxies }) {
  if (encrypted) return "https";
  if (!trustedProxies) return "http";
  const protos = listOf(forwardedProto);
  return protos.at(-1)?.toLowerCase() === "https" ? "https" : "http";
}
