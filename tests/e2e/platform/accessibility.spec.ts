import { expect, test, type Browser, type Page } from "../test";
import { seriousViolations, withAxe } from "../pages/axe";
import { SignInPage } from "../pages/sign-in-page";
import { addRecordsTheDemoLacks, addressesOf, demoIds, NO_SUCH_ID, SCREENS } from "./screen-addresses";
import { DESK, PHONE as PHONE_BROWSER } from "../pages/list";

// axe on every built screen of the route table, on a desktop and on a phone, and again in Danish
// for a LIMITED organization: no serious or critical violation anywhere, and no screen wider than
// the window. The three walks run side by side, each in a browser context of its own: most of a
// walk's time is axe in the browser and waiting for the network, which the others use.

const DESKTOP = DESK;
// a small phone as it announces itself, so the server renders the phone's layout at once, as it
// does for a real one
const PHONE = { ...PHONE_BROWSER, viewport: { width: 360, height: 780 } };

type Found = Record<string, string[]>;

async function signedInPage(browser: Browser, baseURL: string, device: typeof DESKTOP, email: string) {
  const context = await browser.newContext({ baseURL, ...device });
  await withAxe(context);
  const page = await context.newPage();
  await new SignInPage(page).signInAs(email);
  return page;
}

/** Each address's serious violations, and any overflow to the side (on a phone least of all). */
async function walk(page: Page, addresses: string[], language?: string): Promise<Found> {
  const found: Found = {};
  for (const address of addresses) {
    await page.goto(address);
    await page.waitForLoadState("networkidle");
    const violations = await seriousViolations(page);
    if (language) {
      const lang = await page.locator("html").getAttribute("lang");
      if (lang !== language) violations.push(`language: ${lang}`);
    }
    if (violations.length) found[address] = violations;
  }
  return found;
}

/**
 * The addresses of the screens with parameters, each filled with a demo record (the in-app 404 of a
 * record that does not exist too), found by a page of their own.
 */
async function parameterAddresses(page: Page) {
  const ids = await demoIds(page.request);
  await addRecordsTheDemoLacks(page, ids);
  const addresses = [`/organization/stakeholders/${NO_SUCH_ID}`];
  const unshown: string[] = [];
  for (const route of SCREENS.filter((screen) => screen.path.includes("["))) {
    const screen = await addressesOf(page, route.path, ids);
    addresses.push(...screen.addresses);
    if (!screen.filled) unshown.push(route.path);
  }
  return { addresses, unshown };
}

test("no serious or critical axe violation on any screen on a desktop and a phone, nor in Danish for a LIMITED organization", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(1_200_000);
  // the maintainer's three sign-ins run one after another: the app refuses a code of a step older
  // than the last it accepted, so side by side the later step could arrive first
  const maintainer = (async () => {
    const finder = await signedInPage(browser, baseURL!, DESKTOP, "admin@demo.example");
    const desktop = await signedInPage(browser, baseURL!, DESKTOP, "admin@demo.example");
    return [finder, desktop, await signedInPage(browser, baseURL!, PHONE, "admin@demo.example")];
  })();
  const [[finder, desktop, phone], danish] = await Promise.all([
    maintainer,
    // a Danish member of a LIMITED organization walks every screen without parameters on a phone,
    // including the ones its feature access answers with the explanation page: Danish words are
    // longer, and a button's visible text must be in its name
    signedInPage(browser, baseURL!, PHONE, "limited@demo.example"),
  ]);
  const plain = SCREENS.filter((screen) => !screen.path.includes("[")).map((screen) => screen.path);
  // the walks start on the screens without parameters while the others' addresses are found
  const found = parameterAddresses(finder);
  const everywhere = async (page: Page) => {
    const onPlain = await walk(page, plain);
    return { ...onPlain, ...(await walk(page, (await found).addresses)) };
  };
  const [onDesktop, onPhone, inDanish] = await Promise.all([
    everywhere(desktop),
    everywhere(phone),
    walk(danish, plain, "da"),
  ]);
  expect.soft((await found).unshown, "screens with no demo record to show").toEqual([]);
  expect.soft(onDesktop, "on a desktop").toEqual({});
  expect.soft(onPhone, "on a phone").toEqual({});
  expect.soft(inDanish, "in Danish, for a LIMITED organization, on a phone").toEqual({});
  for (const page of [finder, desktop, phone, danish]) await page.context().close();
});
