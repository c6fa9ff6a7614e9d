// The control book makes an agreement from one of the maintainers' templates: choosing it fills in
// the form in the person's language, the editor changes what differs on the site, and the saved
// agreement names the template it came from.
import { expect, test, type Page } from "../test";
import { hydrated } from "../pages/hydration";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

/** A GET of the API in the signed-in browser. */
async function read<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.ok(), path).toBe(true);
  return answer.json();
}

type Agreement = {
  title: string;
  frequency: string;
  reminderLeadDays: number;
  questionnaire: { titleEn: string } | null;
  template: { titleEn: string } | null;
};

test("an editor creates an agreement from a template, filled in and edited before saving", async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Waste area inspection - north yard ${Date.now()}`;
  await new SignInPage(page).signInAs("editor@demo.example");
  await page.goto("/monitoring/control-book?view=agreements");
  await expect(page.getByRole("heading", { level: 1, name: "Control book" })).toBeVisible();
  await page.getByRole("link", { name: "New agreement" }).click();
  const form = page.getByRole("form", { name: "New agreement" });

  // chosen with the keyboard alone
  const picker = await hydrated(form.getByRole("combobox", { name: "From a template" }));
  await picker.focus();
  await page.keyboard.type("waste area");
  await expect(page.getByRole("option", { name: "Waste area inspection" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");

  // filled in from the template
  const titleField = form.getByRole("textbox", { name: /^Title/ });
  await expect(titleField).toHaveValue("Waste area inspection");
  await expect(form.getByRole("textbox", { name: /^Description/ })).toHaveValue(/waste yard/);
  await expect(form.getByRole("combobox", { name: /^Type/ })).toHaveText("Service and inspection");
  await expect(form.getByRole("combobox", { name: /^Frequency/ })).toHaveText("Monthly");
  const reminder = form.getByRole("spinbutton", { name: /^Reminder/ });
  await expect(reminder).toHaveValue("7");
  await expect(form.getByRole("combobox", { name: /^Questionnaire/ })).toHaveValue("Waste area inspection");

  // edited before saving
  await titleField.fill(title);
  await reminder.fill("10");
  await form
    .getByRole("group", { name: /^Starts/ })
    .getByRole("spinbutton")
    .first()
    .click();
  await page.keyboard.type("01122026");
  await form.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL(/\/monitoring\/control-book\/agreements\/[0-9a-f-]{36}$/);
  await expect(new Shell(page).toast()).toContainText("Saved.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // the facts name the template it was made from
  await expect(page.getByText("Waste area inspection", { exact: true }).first()).toBeVisible();

  const agreementId = /agreements\/([0-9a-f-]{36})$/.exec(page.url())![1];
  const holding = (await read<{ id: string }>(page, "/api/v1/organizations")).id;
  const saved = await read<Agreement>(page, `/api/v1/organizations/${holding}/agreements/${agreementId}`);
  expect(saved).toMatchObject({
    title,
    frequency: "P1M",
    reminderLeadDays: 10,
    questionnaire: { titleEn: "Waste area inspection" },
    template: { titleEn: "Waste area inspection" },
  });
});
