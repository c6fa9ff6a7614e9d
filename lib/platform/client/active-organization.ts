import { writeBrowserCookie } from "./browser-cookies";

export const ACTIVE_ORG_KEY = "active-organization-id";

/** Kept in localStorage for the browser and in a cookie for the server. */
export function rememberActiveOrganization(id: string) {
  try {
    window.localStorage.setItem(ACTIVE_ORG_KEY, id);
  } catch {
    // storage may be disabled; the cookie still carries the choice
  }
  writeBrowserCookie(ACTIVE_ORG_KEY, id);
}
