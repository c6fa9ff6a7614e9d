import { expect, test } from "../test";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("switching to Danish changes the menu and survives a reload", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  const shell = new Shell(page);
  await shell.switchLanguage("Dansk");
  const nav = shell.desktopMenu();
  await expect(nav.getByText("Overvågning")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "da");
  await page.reload();
  await expect(nav.getByText("Overvågning")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hej, Erik Editor");
  await shell.switchLanguage("English");
  await expect(nav.getByText("Monitoring")).toBeVisible();
});

test("the language chosen before sign-in applies to the sign-in page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Dansk" });
  await expect(page.getByRole("heading", { name: "Log ind" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Log ind" })).toBeVisible();
});

test("switching the organization changes the header and survives a reload", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  const shell = new Shell(page);
  await expect(shell.activeOrganization()).toHaveText("Nordic Demo Holding A/S");
  await shell.switchOrganization("Nordic Demo Production ApS");
  await expect(shell.activeOrganization()).toHaveText("Nordic Demo Production ApS");
  await page.reload();
  await expect(shell.activeOrganization()).toHaveText("Nordic Demo Production ApS");
  expect(await page.evaluate(() => localStorage.getItem("active-organization-id"))).toMatch(/^[0-9a-f-]{36}$/);
});

test("the layout works at 390 px: a drawer menu and the quick actions", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new SignInPage(page).signInAs("editor@demo.example");
  const shell = new Shell(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(shell.desktopMenu()).toBeHidden();
  await page.getByRole("button", { name: "Open the menu" }).click();
  const drawer = shell.mobileMenu();
  await expect(drawer.getByText("Monitoring")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: "Quick actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Report event" })).toBeEnabled();
  // each action is labelled in words on the screen, not only in a tooltip a touch never shows
  await expect(page.getByText("Report event", { exact: true })).toBeVisible();
  await expect(page.getByText("Help", { exact: true })).toBeVisible();
  // the search is one of them (issue 29)
  await expect(page.getByText("Search", { exact: true })).toBeVisible();
  await page.getByRole("menuitem", { name: "Report event" }).click();
  await expect(page).toHaveURL(/\/events\/new$/);
});

test("the menu can be used by keyboard", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  // A screen without an autofocused field, so that Tab walks the page from its start.
  await page.goto("/help");
  const dashboardLink = new Shell(page).desktopMenu().locator('[data-menu-key="dashboard.dashboard"]');
  for (let i = 0; i < 25 && !(await dashboardLink.evaluate((node) => node === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(dashboardLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
});
