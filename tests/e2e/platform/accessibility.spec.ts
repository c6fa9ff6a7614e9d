import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "../test";
import { SignInPage } from "../pages/sign-in-page";
import { addRecordsTheDemoLacks, addressesOf, demoIds, NO_SUCH_ID, SCREENS } from "./screen-addresses";

// axe on every built screen of the route table, on a desktop and on a phone, and again in Danish
// for a LIMITED organization: no serious or critical violation anywhere, and no screen wider than
// the window.

/**
 * The walk reads each screen as it is shown. Next prefetches every link in view (the whole menu, and
 * each list's records) as soon as a page is shown; those requests would only keep the server busy
 * and the network from going idle, so the walk refuses them.
 */
async function withoutPrefetching(page: Page) {
  await page.route("**/*", (route) =>
    route.request().headers()["next-router-prefetch"] ? route.abort() : route.fallback(),
  );
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 360, height: 780 },
]) {
  test(`no serious or critical axe violation on any screen (${viewport.name})`, async ({ page }) => {
    test.setTimeout(900_000);
    await page.setViewportSize(viewport);
    await withoutPrefetching(page);
    await new SignInPage(page).signInAs("admin@demo.example");
    const ids = await demoIds(page.request);
    await addRecordsTheDemoLacks(page, ids);
    const found: Record<string, string[]> = {};
    // the in-app 404 (a record that does not exist) too
    const addresses = [`/organization/stakeholders/${NO_SUCH_ID}`];
    const unshown: string[] = [];
    for (const route of SCREENS) {
      const screen = await addressesOf(page, route.path, ids);
      addresses.push(...screen.addresses);
      if (!screen.filled) unshown.push(route.path);
    }
    expect(unshown, "screens with no demo record to show").toEqual([]);
    for (const address of addresses) {
      await page.goto(address);
      await page.waitForLoadState("networkidle");
      const violations = await seriousViolations(page);
      // no screen may scroll sideways, on a phone least of all
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) violations.push(`horizontal overflow: ${overflow}px`);
      if (violations.length) found[address] = violations;
    }
    expect(found).toEqual({});
  });
}

// Danish words are longer and name things differently (a button's visible text must be in its
// name): a Danish member of a LIMITED organization walks every screen without parameters on a phone,
// including the ones its feature access answers with the explanation page.
test("no serious or critical axe violation in Danish, for a LIMITED organization, on a phone", async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await withoutPrefetching(page);
  await new SignInPage(page).signInAs("limited@demo.example");
  const found: Record<string, string[]> = {};
  for (const route of SCREENS.filter((screen) => !screen.path.includes("["))) {
    await page.goto(route.path);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("html").getAttribute("lang")).toBe("da");
    const violations = await seriousViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) violations.push(`horizontal overflow: ${overflow}px`);
    if (violations.length) found[route.path] = violations;
  }
  expect(found).toEqual({});
});

test("a skip link leads past the header and menu, and a navigation puts the focus on the new page's heading", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/organization/scope");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();

  await page.getByTestId("side-menu").locator('[data-menu-key="organization.stakeholders"]').click();
  await expect(page).toHaveURL(/\/organization\/stakeholders$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});
