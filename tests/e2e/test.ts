// The specs' Playwright `test`: its `page` waits, after each `goto` and `reload` of an HTML page,
// until React has hydrated the document. A click or a change before that reaches no handler and is
// lost (a menu that never opens, a select whose change is never seen), which on a busy machine
// showed as a rare failure far from its cause.
import { test as base, type Page, type Response } from "@playwright/test";
import { hydrated } from "./pages/hydration";

export * from "@playwright/test";

/** A page that never hydrates (a static error answer, for instance) goes on after 15 s, as before. */
async function untilHydrated(page: Page, response: Response | null) {
  if (!response || !(response.headers()["content-type"] ?? "").includes("text/html")) return;
  await hydrated(page.locator("body"), 15_000).catch(() => undefined);
}

/** Makes the page's `goto` and `reload` wait for hydration (for pages of contexts a spec opens itself too). */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilHydrated(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilHydrated(page, response);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitingForHydration(page));
  },
});
