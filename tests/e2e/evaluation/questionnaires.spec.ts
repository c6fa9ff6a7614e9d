import { expect, test } from "../test";
import { hydrated } from "../pages/hydration";
import { listRecord } from "../pages/list";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("an editor copies the system's safety round, adds a yes-or-no question in Danish only, and the copy is at version 2", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const question = `Er nødudgangene fri og tydeligt skiltet? ${Date.now()}`;
  await new SignInPage(page).signInAs("editor@demo.example");
  await page.goto("/evaluation/questionnaires");
  await expect(page.getByRole("heading", { level: 1, name: "Questionnaires" })).toBeVisible();
  // earlier runs leave copies of their own: the system's is the one its tag names
  await listRecord(page, "Safety round")
    .filter({ hasText: "The system" })
    .getByRole("link", { name: "Safety round" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Safety round" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^1\. Walkways and housekeeping$/ })).toBeVisible();

  await (await hydrated(page.getByRole("button", { name: "Copy to adapt" }))).click();
  await expect(page).toHaveURL(/\/evaluation\/questionnaires\/[0-9a-f-]{36}\/edit$/);
  await expect(new Shell(page).toast()).toContainText("The copy is the organization's own.");
  const form = page.getByRole("form", { name: "Edit questionnaire" });
  const section = form.getByRole("group", { name: "Section 1", exact: true });
  await (await hydrated(section.getByRole("button", { name: "Add a question" }))).click();
  // the new question is the section's last, with its text in Danish alone
  const added = section.getByRole("group", { name: /^Question 1\.\d+$/ }).last();
  await added.getByRole("textbox", { name: "Question (Danish)" }).fill(question);
  await added.getByRole("combobox", { name: /^Answered as/ }).click();
  await page.getByRole("option", { name: "Yes / no / not applicable" }).click();
  await expect(added.getByRole("combobox", { name: /^Answered as/ })).toHaveText("Yes / no / not applicable");
  await form.getByRole("button", { name: "Save" }).click();

  await expect(new Shell(page).toast()).toContainText("The questionnaire is saved.");
  await expect(page).toHaveURL(/\/evaluation\/questionnaires\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Safety round" })).toBeVisible();
  await expect(page.getByText("Inspection · Current version 2")).toBeVisible();
  await expect(page.getByTestId("questionnaire-versions").getByRole("listitem")).toHaveCount(2);
  await expect(page.getByTestId("questionnaire-versions").getByRole("listitem").first()).toContainText("Version 2 ·");
  // an English reader sees the question in the one language it has
  const walkways = page.getByRole("region", { name: /^1\. Walkways and housekeeping$/ });
  await expect(walkways.getByText(question)).toBeVisible();
  await expect(walkways.getByText(question)).toHaveAttribute("lang", "da");
  // the copy is the organization's own, and names the questionnaire it was copied from
  await expect(page.getByRole("definition").filter({ hasText: "This organization" })).toBeVisible();
  await expect(page.getByRole("definition").getByRole("link", { name: "Safety round" })).toBeVisible();
});

test("a maintainer sees the system's five questionnaires", async ({ page }) => {
  test.setTimeout(120_000);
  // the first sign-in after the server starts warms up the dashboard, which can take longer than the usual wait
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn("admin@demo.example");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  await page.goto("/admin/questionnaires");
  await expect(page.getByRole("heading", { level: 1, name: "Questionnaires" })).toBeVisible();
  for (const title of [
    "Chemical storage inspection",
    "ISO 14001 internal audit checklist",
    "ISO 45001 internal audit checklist",
    "Safety round",
    "Waste area inspection",
  ]) {
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "New questionnaire" })).toBeVisible();
});
