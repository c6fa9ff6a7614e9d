// The client's address, for the per-address rate limits. Next does not tell route handlers who is
// on the other end of the socket, so the app server (scripts/server.mjs) works it out from the
// socket and TRUSTED_PROXY_COUNT, deletes any copy a client sent, and passes it on in a header.
import { CLIENT_ADDRESS_HEADER, CLIENT_SCHEME_HEADER } from "@/scripts/lib/client-address.mjs";

export { CLIENT_ADDRESS_HEADER, CLIENT_SCHEME_HEADER };

let warned = false;

/** The address the app server saw; "unknown" when the app runs without it (e.g. a bare `next start`). */
export function clientIp(headers: Headers): string {
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (address) return address;
  if (!warned && process.env.NODE_ENV === "production") {
    warned = true;
    console.warn(
      "[ehs] Requests arrive without the client's address, so every client shares one rate limit: serve the app with scripts/server.mjs (npm start), not a bare next start",
    );
  }
  return "unknown";
}
