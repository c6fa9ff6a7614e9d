import { expect, test } from "../test";
import { PEOPLE } from "../pages/people-pages";
import { SignInPage } from "../pages/sign-in-page";

// Every screen has a <title> of its own; a record's screens name the record.
test("detail, edit and new screens name their record in the title", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await expect(page).toHaveTitle(/ · EHS Compass$/);

  await page.goto(`${PEOPLE}?tab=competences`);
  await page.getByRole("link", { name: "First aid" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("First aid");
  await expect(page).toHaveTitle("First aid · EHS Compass");
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveTitle("Edit First aid · EHS Compass");

  await page.goto(`${PEOPLE}/members/new`);
  await expect(page).toHaveTitle("Add a member · EHS Compass");
  await page.goto(`${PEOPLE}/roles/new`);
  await expect(page).toHaveTitle("Add a role · EHS Compass");
  await page.goto("/events/new");
  await expect(page).toHaveTitle("Report an event · EHS Compass");
});
