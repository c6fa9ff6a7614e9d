// The client's address, for rate limits. `next start` appends the socket's address to
// X-Forwarded-For, so the last entry is the peer that connected to us. Behind N trusted reverse
// proxies (TRUSTED_PROXY_COUNT=N) the client is N entries further left. Entries further left
// than that are whatever the client claimed and are never trusted.
export function clientIp(headers: Headers): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = Math.max(0, Number(process.env.TRUSTED_PROXY_COUNT ?? 0) || 0);
  return chain[Math.max(0, chain.length - 1 - hops)] ?? "unknown";
}
