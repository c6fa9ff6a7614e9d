import { expect, test } from "../test";
import { seriousViolations, withAxe } from "../pages/axe";
import { SignInPage } from "../pages/sign-in-page";

// The walk's own check, and the keyboard's way past the header and the menu. Kept apart from the
// walk (accessibility.spec.ts), which runs beside the flows on their server: the flows change the
// demo's accounts (the manager's language among them), so a spec that signs in runs among them,
// one after another.

test("the check finds what it looks for: a nameless button, low contrast and a page wider than the window", async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const broken = `<html lang="en"><head><title>Broken</title></head><body style="margin:0"><main><h1>Broken</h1><button></button>
    <p style="color:#bbb;background:#fff">faint</p><div style="width:600px">wide</div></main></body></html>`;
  // once with axe sent to the page, once with it in the document from the start
  await page.setContent(broken);
  const sent = await seriousViolations(page);
  await withAxe(page.context());
  await page.setContent(broken);
  const preloaded = await seriousViolations(page);
  for (const found of [sent, preloaded]) {
    expect(found).toEqual([
      expect.stringMatching(/^button-name: button$/),
      expect.stringMatching(/^color-contrast: p$/),
      "horizontal overflow: 240px",
    ]);
  }
  await page.context().close();
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
