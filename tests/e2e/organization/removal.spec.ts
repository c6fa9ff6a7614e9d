import { expect, test } from "../test";
import { PeoplePages } from "../pages/people-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("a manager removes a member after a confirmation; the member leaves the list and the audit log keeps the removal", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const people = new PeoplePages(page);
  await people.openTab("members");
  await page.getByRole("link", { name: "Add member" }).click();
  await page.getByLabel(/^name/i).fill("Sofus Temp");
  await page.getByLabel(/^e-mail/i).fill("sofus.temp@demo.example");
  await people.save();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sofus Temp");

  await page.getByRole("button", { name: "Remove from organization: Sofus Temp" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Sofus Temp from the organization?" });
  await expect(dialog).toContainText("The account and the history stay.");
  await dialog.getByRole("button", { name: "Remove from organization" }).click();
  await expect(new Shell(page).toast()).toContainText("Sofus Temp was removed from the organization.");
  await expect(page).toHaveURL(/tab=members/);
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(people.row("sofus.temp@demo.example")).toHaveCount(0);

  await page.goto("/organization/audit-log?action=DELETE&entityType=member");
  await expect(page.getByRole("row").filter({ hasText: "Sofus Temp" })).toContainText("Mette Manager");
});
