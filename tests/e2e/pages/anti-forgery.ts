/**
 * The anti-forgery token that API writes send as `x-xsrf-token`: the cookie of a browser context or
 * an API request context (both keep cookies as storage state).
 */
export async function antiForgeryToken(cookies: {
  storageState(): Promise<{ cookies: { name: string; value: string }[] }>;
}): Promise<string> {
  return (await cookies.storageState()).cookies.find((cookie) => cookie.name.endsWith("XSRF-TOKEN"))!.value;
}
