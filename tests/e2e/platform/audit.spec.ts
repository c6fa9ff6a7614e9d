import { expect, test } from "../test";
import { PEOPLE, PeoplePages } from "../pages/people-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("a manager archives a role after a confirmation; the role's history and the audit log say who did it", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const people = new PeoplePages(page);

  // a role that people hold cannot go: the dialog says why, and nothing changes
  await people.openTab("roles");
  await people.row("Warehouse operator").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Warehouse operator");
  await page.getByRole("button", { name: "Archive: Warehouse operator" }).click();
  const dialog = page.getByRole("dialog", { name: "Archive Warehouse operator?" });
  await dialog.getByRole("button", { name: "Archive" }).click();
  await expect(dialog.getByRole("alert")).toContainText(/in use: \d+ members?\./);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // a new role: its history shows its creation, then it is archived
  await page.goto(`${PEOPLE}/roles/new/edit`);
  await page.getByLabel(/^name/i).fill("Night watch");
  await people.save();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Night watch");
  const history = page.getByTestId("history-panel");
  await history.locator("summary").click();
  await expect(history.getByRole("listitem").first()).toContainText("Created · Role · Night watch");
  await expect(history.getByRole("listitem").first()).toContainText("Mette Manager");

  await page.getByRole("button", { name: "Archive: Night watch" }).click();
  await page.getByRole("dialog", { name: "Archive Night watch?" }).getByRole("button", { name: "Archive" }).click();
  await expect(new Shell(page).toast()).toContainText("Night watch was archived.");
  await expect(page).toHaveURL(/tab=roles/);
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(people.row("Night watch")).toHaveCount(0);
  await page.getByRole("combobox", { name: "Show" }).click();
  await page.getByRole("option", { name: "Archived" }).click();
  await expect(people.row("Night watch")).toBeVisible();

  // the organization's audit log, filtered to archiving
  await page.goto("/organization/audit-log");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  await page.getByRole("combobox", { name: "Action" }).click();
  await page.getByRole("option", { name: "Archived" }).click();
  await expect(page).toHaveURL(/action=ARCHIVE/);
  const row = page.getByRole("row").filter({ hasText: "Night watch" });
  await expect(row).toContainText("Mette Manager");
  await expect(row).toContainText("Role");
});

test("the audit log is for managers only", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  await page.goto("/organization/audit-log");
  await expect(page).toHaveURL(/\/unauthorized/);
});
