import { expect, test } from "../test";
import { PEOPLE } from "../pages/people-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("menu groups collapse, the current one open, so the admin's organization entries stay in sight", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await new SignInPage(page).signInAs("admin@demo.example");
  await page.goto(PEOPLE);
  const menu = new Shell(page).desktopMenu();
  const members = menu.locator('[data-menu-key="organization.members"]');
  await expect(members).toBeVisible();
  await expect(members).toBeInViewport();
  const questionnaires = menu.locator('[data-menu-key="admin.questionnaires"]');
  await expect(questionnaires).toBeHidden();

  // a closed group opens by keyboard
  await menu.getByText("Administration", { exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(questionnaires).toBeVisible();
});

test("a grid shows skeleton rows while its next page is on its way", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto(`${PEOPLE}?tab=members`);
  await expect(page.getByRole("grid")).toBeVisible();
  // hold the server's answer for the next page back a moment
  await page.route(
    (url) => url.pathname === PEOPLE,
    async (route) => {
      if (route.request().headers()["rsc"]) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  await page.getByRole("columnheader", { name: "Job title" }).click();
  await expect(page.locator(".MuiDataGrid-rowSkeleton").first()).toBeVisible();
  await expect(page).toHaveURL(/sort=jobTitle/);
  await expect(page.locator(".MuiDataGrid-rowSkeleton")).toHaveCount(0);
});
