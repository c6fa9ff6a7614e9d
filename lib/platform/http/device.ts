import { headers } from "next/headers";
import { userAgent } from "next/server";

/**
 * Whether the request comes from a phone: the browser says so in its client hint or its user agent.
 * The server renders a phone's lists as cards and leaves the data grid out of its page, so that a
 * phone never loads the grid's script. A wrong guess only costs the other layout's first paint: the
 * browser switches by the screen's width once it runs.
 */
export async function isPhoneRequest(): Promise<boolean> {
  const requestHeaders = await headers();
  const hint = requestHeaders.get("sec-ch-ua-mobile");
  if (hint) return hint === "?1";
  return userAgent({ headers: requestHeaders }).device.type === "mobile";
}
