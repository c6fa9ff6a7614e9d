import { expect, test, type Page } from "../test";
import { SignInPage } from "../pages/sign-in-page";
import { Shell } from "../pages/shell";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { PHONE, listRecord } from "../pages/list";

const LIST = "/documents/own-documents";
const row = listRecord;
const editLink = (page: Page) => page.getByRole("link", { name: /^(edit|rediger)$/i });

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(page.getByRole("heading", { level: 1, name: /^(own documents|egne dokumenter)$/i })).toBeVisible();
}

test("an editor creates an own document with its file, and the detail shows it with its history", async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Spill response instruction ${Date.now()}`;
  await new SignInPage(page).signInAs("editor@demo.example");
  await openList(page);
  await page.getByRole("link", { name: "New document" }).click();
  await page.getByRole("textbox", { name: /^title/i }).fill(title);
  await page.getByRole("combobox", { name: /^category/i }).click();
  await page.getByRole("option", { name: "Instruction" }).click();
  await page.getByRole("textbox", { name: /^version/i }).fill("1.0");
  await page.getByRole("checkbox", { name: "ISO 14001 (environment)" }).check();
  await page.getByRole("textbox", { name: /^iso clause/i }).fill("8.2");
  await page.getByTestId("document-add-input").setInputFiles({
    name: "spill-response.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% spill response\n%%EOF\n"),
  });
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page).toHaveURL(/\/documents\/own-documents\/[0-9a-f-]{36}$/);
  await expect(new Shell(page).toast()).toContainText(`${title} was created.`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("ISO 14001 (environment), clause 8.2")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download spill-response.pdf" })).toBeVisible();
  const history = page.getByTestId("history-panel");
  await history.locator("summary").click();
  await expect(
    history.getByRole("listitem").filter({ hasText: "Created · Own document" }).filter({ hasText: title }),
  ).toBeVisible();

  await openList(page);
  await expect(row(page, title)).toContainText("Instruction");
});

test("a reader sees the own documents but cannot edit them", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await openList(page);
  await expect(page.getByRole("link", { name: "New document" })).toHaveCount(0);
  await expect(row(page, "Emergency preparedness plan - main site")).toContainText("Plan");
  await row(page, "Emergency preparedness plan - main site").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Emergency preparedness plan - main site");
  await expect(page.getByRole("link", { name: "Download Emergency plan main site v2.3.pdf" })).toBeVisible();
  await expect(editLink(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /archive/i })).toHaveCount(0);
  const id = /own-documents\/([0-9a-f-]{36})/.exec(page.url())![1];
  await page.goto(`${LIST}/${id}/edit`);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto(`${LIST}/new`);
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("the own-document screens speak Danish", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  try {
    await new Shell(page).switchLanguage("Dansk");
    // the choice is saved before the next screen is asked for
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    await openList(page);
    await expect(row(page, "Waste sorting instruction")).toContainText("Instruks");
    await row(page, "Waste sorting instruction").getByRole("link").first().click();
    await expect(page.getByText("Om dokumentet")).toBeVisible();
  } finally {
    await resetLanguageToEnglish(page);
  }
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("a reader opens an own document from the list and the screen fits", async ({ page }) => {
    await new SignInPage(page).signInAs("reader@demo.example");
    await openList(page);
    await row(page, "Internal audit programme").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Internal audit programme" })).toBeVisible();
    await expect(editLink(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("an editor changes an own document's version on a phone", async ({ page }) => {
    await new SignInPage(page).signInAs("editor@demo.example");
    await openList(page);
    await row(page, "Near-miss report form").getByRole("link").first().click();
    await editLink(page).click();
    const version = page.getByRole("textbox", { name: /^version/i });
    await version.fill("2026-01");
    await page.getByRole("button", { name: /^save$/i }).click();
    await expect(page).toHaveURL(/\/documents\/own-documents\/[0-9a-f-]{36}$/);
    await expect(page.getByText("2026-01", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
