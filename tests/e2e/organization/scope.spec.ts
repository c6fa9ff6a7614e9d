import { expect, test } from "../test";
import { resetLanguageToEnglish, ScopeEditPage, ScopePage, ScopeVersionsPage } from "../pages/scope-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("a manager edits the scope and sees the added words marked in the versions", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const scope = new ScopePage(page);
  await scope.open();
  const before = await scope.latestVersion();
  await scope.editLink().click();

  const edit = new ScopeEditPage(page);
  await expect(edit.editor()).toContainText("Ledelsessystemets omfang");
  await edit.appendParagraph("Kalibreringsværkstedet i hal 3 er også omfattet.");
  await edit.save();
  await expect(new Shell(page).toast()).toContainText("The scope is saved as a new version.");
  await expect(scope.content()).toContainText("Kalibreringsværkstedet i hal 3 er også omfattet.");
  expect(await scope.latestVersion()).toBe(before + 1);

  await scope.versionsLink().click();
  const versions = new ScopeVersionsPage(page);
  await versions.compare(before, before + 1);
  await expect(versions.added().filter({ hasText: "Kalibreringsværkstedet" })).toBeVisible();
  await expect(versions.removed()).toHaveCount(0);
});

test("a reader sees the scope but cannot edit it", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  const scope = new ScopePage(page);
  await scope.open();
  await expect(scope.content()).toContainText("Ledelsessystemets omfang");
  await expect(page.getByText("ISO 45001 (occupational health and safety)")).toBeVisible();
  await expect(scope.versionsLink()).toBeVisible();
  await expect(scope.editLink()).toHaveCount(0);
  await page.goto("/organization/scope/edit");
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("the scope page renders in Danish after switching language", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  try {
    await new Shell(page).switchLanguage("Dansk");
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    const scope = new ScopePage(page);
    await scope.open();
    await expect(scope.heading()).toHaveText("Anvendelsesområde");
    await expect(page.getByText("ISO 14001 (miljø)")).toBeVisible();
    await expect(page.getByRole("link", { name: "Versioner" })).toBeVisible();
    await expect(page.getByText(/^Version \d+ · senest ændret/)).toBeVisible();
  } finally {
    await resetLanguageToEnglish(page);
  }
});
