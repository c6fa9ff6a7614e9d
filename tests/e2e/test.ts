// The specs' Playwright `test`: every page (its `page`, and those of the contexts a spec opens from
// `browser`) waits, after each `goto` and `reload` of an HTML page, until React has hydrated the
// document. A click or a change before that reaches no handler and is
// lost (a menu that never opens, a select whose change is never seen), which on a busy machine
// showed as a rare failure far from its cause.
import { test as base, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";
import { e2eServers } from "../support/e2e-servers.mjs";
import { hydrated } from "./pages/hydration";

export * from "@playwright/test";

const hydrating = new WeakSet<Page>();

/** A page that never hydrates (a static error answer, for instance) goes on after 15 s, as before. */
async function untilHydrated(page: Page, response: Response | null) {
  if (!response || !(response.headers()["content-type"] ?? "").includes("text/html")) return;
  await hydrated(page.locator("body"), 15_000).catch(() => undefined);
}

/** Makes the page's `goto` and `reload` wait for hydration. */
function waitingForHydration(page: Page): Page {
  if (hydrating.has(page)) return page;
  hydrating.add(page);
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

const wrapped = new WeakSet<Browser | BrowserContext>();

/** Pages of this context wait for hydration too, and report their script errors when a test fails. */
function hydratingContext(context: BrowserContext): BrowserContext {
  if (wrapped.has(context)) return context;
  wrapped.add(context);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => watched(waitingForHydration(await newPage()));
  return context;
}

/** The browser of the specs: the contexts and pages a spec opens itself behave as its `page` does. */
function hydratingBrowser(browser: Browser): Browser {
  if (wrapped.has(browser)) return browser;
  wrapped.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => hydratingContext(await newContext(options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => watched(waitingForHydration(await newPage(options)));
  return browser;
}

// What the pages' scripts threw during the test now running: printed only when it fails, since a
// failure far from its cause (an error screen instead of a form) is explained by them.
const scriptErrors: string[] = [];
const watching = new WeakSet<Page>();
function watched(page: Page): Page {
  if (watching.has(page)) return page;
  watching.add(page);
  page.on("pageerror", (error) => scriptErrors.push(`${page.url()}: ${error.stack ?? error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") scriptErrors.push(`${page.url()}: console: ${message.text()}`);
  });
  return page;
}

/** The log of the app server a project's specs run against (tests/support/e2e-servers.mjs). */
export type ServerOptions = { serverLog: string };

export const test = base.extend<
  { scriptErrorsOnFailure: void },
  { browser: Browser; serverLogInEnvironment: void } & ServerOptions
>({
  browser: [async ({ browser }, provide) => provide(hydratingBrowser(browser)), { scope: "worker" }],
  serverLog: [e2eServers[0].log, { option: true, scope: "worker" }],
  // the helpers that read the server's log (mails, second factors) find it here
  serverLogInEnvironment: [
    async ({ serverLog }, provide) => {
      process.env.E2E_SERVER_LOG = serverLog;
      await provide();
    },
    { scope: "worker", auto: true },
  ],
  page: async ({ page }, provide) => provide(watched(waitingForHydration(page))),
  scriptErrorsOnFailure: [
    async ({}, provide, testInfo) => {
      scriptErrors.length = 0;
      await provide();
      if (testInfo.status !== testInfo.expectedStatus && scriptErrors.length) {
        console.error(`[page errors] ${testInfo.title}\n${scriptErrors.join("\n")}`);
      }
    },
    { auto: true },
  ],
});
