import { expect, test } from "../test";
import { ManageOrganizationPage } from "../pages/organization-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("a manager adds a subsidiary and a department and finds both in the switcher", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const structure = new ManageOrganizationPage(page);
  await structure.open();
  await structure.addSubsidiaryTo("Nordic Demo Holding A/S", "Nordic Demo Recycling ApS", {
    search: "38.32",
    option: /38\.32/,
  });
  await expect(new Shell(page).toast()).toContainText("Nordic Demo Recycling ApS is created.");
  await expect(structure.row("Nordic Demo Recycling ApS")).toBeVisible();

  await structure.addDepartmentTo("Nordic Demo Recycling ApS", "Sorting line");
  await expect(structure.row("Sorting line")).toBeVisible();

  const shell = new Shell(page);
  await shell.switchOrganization("Sorting line");
  await expect(shell.activeOrganization()).toHaveText("Sorting line");
  await shell.switchOrganization("Nordic Demo Recycling ApS");
  await expect(shell.activeOrganization()).toHaveText("Nordic Demo Recycling ApS");
});

test("renaming the active organization updates the header", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const shell = new Shell(page);
  await shell.switchOrganization("Maintenance");
  const structure = new ManageOrganizationPage(page);
  await structure.open();
  await structure.row("Maintenance").getByRole("link", { name: /^edit/i }).click();
  await page.getByLabel(/^name/i).fill("Maintenance and utilities");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(shell.activeOrganization()).toHaveText("Maintenance and utilities");
});

test("an editor cannot open organization management", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  await page.goto("/organization/manage-organization");
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("organization management reads in Danish", async ({ page }) => {
  await new SignInPage(page).signInAs("admin@demo.example");
  const structure = new ManageOrganizationPage(page);
  await structure.open();
  const shell = new Shell(page);
  await shell.switchLanguage("Dansk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Administrer organisation");
  await expect(structure.row("Nordic Demo Holding A/S").getByRole("link", { name: "Tilføj afdeling" })).toBeVisible();
  await structure
    .row("Nordic Demo Holding A/S")
    .getByRole("link", { name: /^rediger/i })
    .click();
  await expect(page.getByLabel("Branche (NACE-kode)")).toHaveValue(/25\.62 · Maskinforarbejdning/);
  await expect(page.getByText("Arbejdsområder")).toBeVisible();
  await shell.switchLanguage("English");
});
