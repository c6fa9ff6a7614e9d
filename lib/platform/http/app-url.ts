/** The public address of the app for links in e-mails; never taken from the request's Host alone. */
export function appBaseUrl(request?: Request): string {
  const configured = process.env.APP_URL ?? process.env.NEXTAUTH_URL;
  if (configured) return configured.replace(/\/$/, "");
  return request ? new URL(request.url).origin : "http://localhost:3000";
}
