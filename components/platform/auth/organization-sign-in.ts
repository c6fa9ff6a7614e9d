// Starting a sign-in at the holding's identity provider the way next-auth's own client does: its
// anti-forgery token, then a POST that answers the provider's address (json=true). The browser
// then goes there as a navigation: the page's CSP (form-action 'self') would stop a form whose
// answer redirects to another site. It comes back to `callbackUrl` signed in.
import { safeReturnUrl } from "@/lib/platform/http/return-url";

export async function startOrganizationSignIn(provider: string, returnUrl: string | null): Promise<void> {
  const csrf = await fetch("/api/auth/csrf", { credentials: "same-origin" });
  if (!csrf.ok) throw new Error(`next-auth csrf: ${csrf.status}`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const body = new URLSearchParams({ csrfToken, callbackUrl: safeReturnUrl(returnUrl) ?? "/dashboard", json: "true" });
  const answer = await fetch(`/api/auth/signin/${encodeURIComponent(provider)}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  // the provider was removed meanwhile: the sign-in page with the reason
  if (answer.redirected) return window.location.assign(answer.url);
  if (!answer.ok) throw new Error(`next-auth signin: ${answer.status}`);
  window.location.assign(((await answer.json()) as { url: string }).url);
}
