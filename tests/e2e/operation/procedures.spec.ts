// Procedures: an editor starts one from a template in English and Danish and opens both public
// views signed out; a reader sees the procedures and changes nothing, on a desktop and a 390 px phone.
import { expect, test, type Browser, type Page } from "../test";
import { seriousViolations, withAxe } from "../pages/axe";
import { ProcedurePages } from "../pages/procedure-pages";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";
import { PHONE } from "../pages/list";

/** The public address in a browser that has never signed in. */
async function openSignedOut(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, status: response?.status(), close: () => context.close() };
}

const main = (page: Page) => page.locator("#main-content");

test("an editor creates a procedure from a template in Danish and English and opens both public views", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Emergency preparedness in Hall 3 ${Date.now()}`;
  await new SignInPage(page).signInAs("editor@demo.example");
  const procedures = new ProcedurePages(page);
  await procedures.openList();
  await procedures.newLink().click();
  await procedures.fromTemplate("Emergency preparedness");
  // the copy holds the template's titles and texts in both languages
  await expect(page.getByRole("textbox", { name: /^title in danish/i })).toHaveValue("Beredskab");
  await expect(page.getByRole("textbox", { name: /^title in english/i })).toHaveValue("Emergency preparedness");
  await page.getByRole("textbox", { name: /^title in english/i }).fill(title);
  await page.getByRole("checkbox", { name: /publish at the public address/i }).check();
  await procedures.save();
  await expect(new Shell(page).toast()).toContainText(`${title} was saved.`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("procedure-publication")).toContainText("Published");

  const english = await procedures.publicLink("English").getAttribute("href");
  const danish = await procedures.publicLink("Danish").getAttribute("href");
  expect(english).toMatch(/^\/operation\/procedures\/[0-9a-f-]{36}\/public\?language_alpha2=en$/);
  expect(danish).toMatch(/^\/operation\/procedures\/[0-9a-f-]{36}\/public\?language_alpha2=da$/);
  for (const [path, heading, text] of [
    [english!, title, "knows the alarm signal"],
    [danish!, "Beredskab", "kender alarmsignalet"],
  ]) {
    const visitor = await openSignedOut(browser, path);
    try {
      expect(visitor.status).toBe(200);
      await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(visitor.page.getByText(new RegExp(text, "i")).first()).toBeVisible();
      await expect(visitor.page.getByText("Nordic Demo Holding A/S")).toBeVisible();
      await expect(visitor.page.getByRole("navigation")).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  }

  // the list follows the interface language
  try {
    await procedures.openList();
    await expect(procedures.row(title)).toBeVisible();
    await new Shell(page).switchLanguage("Dansk");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Procedurer");
    await expect(page.getByRole("columnheader", { name: "Sprog" })).toBeVisible();
    await expect(procedures.row(title)).toBeVisible();
  } finally {
    await resetLanguageToEnglish(page);
  }
});

test("an unpublished procedure's public address is the same 404 as a made-up one", async ({ browser }) => {
  const madeUp = await openSignedOut(browser, "/operation/procedures/00000000-0000-4000-8000-000000000000/public");
  expect(madeUp.status).toBe(404);
  await madeUp.close();
});

async function expectNothingToChange(page: Page) {
  await expect(main(page).getByRole("link", { name: /^(new procedure|edit|compare versions)$/i })).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: /^(archive|save)$/i })).toHaveCount(0);
}

test("a reader sees the procedures and edits nothing", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  const procedures = new ProcedurePages(page);
  await procedures.openList();
  await expect(procedures.row("Lockout before machine maintenance")).toBeVisible();
  await expectNothingToChange(page);
  await procedures.row("Handling a chemical spill").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Handling a chemical spill");
  await expect(page.getByRole("region", { name: "Danish" }).getByText("Håndtering af kemikaliespild")).toBeVisible();
  await expectNothingToChange(page);
  const id = /procedures\/([0-9a-f-]{36})/.exec(page.url())![1];
  for (const path of [`/operation/procedures/${id}/edit`, "/operation/procedures/new"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized/);
  }
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("a reader opens the procedures and one of them, which fit the screen, and edits nothing", async ({ page }) => {
    await new SignInPage(page).signInAs("reader@demo.example");
    const procedures = new ProcedurePages(page);
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await procedures.openList();
    await expectNothingToChange(page);
    await fits();
    await procedures.row("Indkøb af nye kemiske produkter").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Indkøb af nye kemiske produkter");
    await expect(page.getByText("Not written in English yet.")).toBeVisible();
    await expectNothingToChange(page);
    await fits();
  });
});

test("the procedure and template screens have no serious or critical axe violation", async ({ page }) => {
  test.setTimeout(180_000);
  await new SignInPage(page).signInAs("admin@demo.example");
  const procedures = new ProcedurePages(page);
  await procedures.openList();
  await procedures.row("Handling a chemical spill").getByRole("link").first().click();
  const detail = new URL(page.url()).pathname;
  await page.goto("/admin/procedure-templates");
  await page.getByRole("link", { name: "Waste sorting" }).click();
  await expect(page).toHaveURL(/\/admin\/procedure-templates\/[0-9a-f-]{36}\/edit$/);
  const template = new URL(page.url()).pathname;
  await withAxe(page.context());
  const found: Record<string, string[]> = {};
  for (const address of [
    "/operation/procedures",
    "/operation/procedures/new",
    detail,
    `${detail}/edit`,
    `${detail}/versions`,
    `${detail}/public?language_alpha2=da`,
    "/admin/procedure-templates",
    "/admin/procedure-templates/new",
    template,
  ]) {
    await page.goto(address);
    await page.waitForLoadState("networkidle");
    const serious = await seriousViolations(page);
    if (serious.length) found[address] = serious;
  }
  expect(found).toEqual({});
});
