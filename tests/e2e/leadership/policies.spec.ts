import { expect, test, type Browser } from "../test";
import { PolicyPages } from "../pages/policy-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { PHONE } from "../pages/list";

/** The public address in a browser that has never signed in. */
async function openSignedOut(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, status: response?.status(), close: () => context.close() };
}

test("a manager writes a policy, publishes it, opens the public link signed out, changes it and compares versions", async ({
  page,
  browser,
}) => {
  // a long journey through two browsers on a shared machine
  test.setTimeout(180_000);
  const title = `Energy policy ${Date.now()}`;
  await new SignInPage(page).signInAs("manager@demo.example");
  const policies = new PolicyPages(page);
  await policies.openList();
  await policies.newLink().click();
  await page.getByRole("textbox", { name: /^title/i }).fill(title);
  await policies.appendParagraph("We buy only renewable electricity for our sites.");
  await page.getByRole("checkbox", { name: "ISO 14001 (environment)" }).check();
  await policies.approveBy("Mette", /Mette Manager/);
  await page.getByRole("checkbox", { name: /publish the approved version/i }).check();
  await policies.save();
  await expect(new Shell(page).toast()).toContainText(`${title} was created.`);
  await expect(page.getByTestId("policy-approval")).toContainText("Version 1 approved by Mette Manager");
  await expect(page.getByTestId("policy-publication")).toContainText("Published");
  const publicPath = await policies.publicLink().getAttribute("href");
  expect(publicPath).toMatch(/^\/leadership\/policies\/[0-9a-f-]{36}\/public$/);

  const visitor = await openSignedOut(browser, publicPath!);
  try {
    expect(visitor.status).toBe(200);
    await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(visitor.page.getByText("We buy only renewable electricity for our sites.")).toBeVisible();
    await expect(visitor.page.getByText("Nordic Demo Holding A/S")).toBeVisible();
    await expect(visitor.page.getByRole("button", { name: "Print" })).toBeVisible();
    // nothing of the signed-in app: no menu, no sign-in redirect
    await expect(visitor.page).toHaveURL(new RegExp(`${publicPath}$`));
    await expect(visitor.page.getByRole("navigation")).toHaveCount(0);
  } finally {
    await visitor.close();
  }

  await policies.editLink().click();
  await policies.appendParagraph("Company cars are electric from 2027.");
  await page.getByRole("textbox", { name: /^change note/i }).fill("Company cars added");
  await policies.save();
  await expect(page.getByText(/The text has changed since the approved version 1/)).toBeVisible();

  await policies.versionsLink().click();
  await policies.compare(1, 2);
  await expect(policies.added().filter({ hasText: "electric" })).toBeVisible();
  await expect(policies.removed()).toHaveCount(0);
  await expect(page.getByText(/Version 2 \(Mette Manager, .*\): Company cars added/)).toBeVisible();

  // the public page keeps the approved version until the change is approved
  const later = await openSignedOut(browser, publicPath!);
  try {
    await expect(later.page.getByText("We buy only renewable electricity for our sites.")).toBeVisible();
    await expect(later.page.getByText("Company cars are electric from 2027.")).toHaveCount(0);
  } finally {
    await later.close();
  }
});

test("an unpublished policy's public address is the same 404 as a made-up one", async ({ browser, page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  const policies = new PolicyPages(page);
  await policies.openList();
  await policies.row("Occupational health and safety policy").getByRole("link").first().click();
  await expect(page.getByTestId("policy-publication")).toContainText("Not published");
  const id = /policies\/([0-9a-f-]{36})/.exec(page.url())![1];
  const unpublished = await openSignedOut(browser, `/leadership/policies/${id}/public`);
  const madeUp = await openSignedOut(browser, "/leadership/policies/00000000-0000-4000-8000-000000000000/public");
  try {
    expect(unpublished.status).toBe(404);
    expect(madeUp.status).toBe(404);
    await expect(unpublished.page.getByRole("heading", { level: 1 })).toHaveText(
      (await madeUp.page.getByRole("heading", { level: 1 }).textContent())!,
    );
  } finally {
    await unpublished.close();
    await madeUp.close();
  }
});

test("a reader sees the policies and their versions but cannot edit", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  const policies = new PolicyPages(page);
  await policies.openList();
  await expect(policies.row("Environmental policy")).toContainText("Published");
  await expect(policies.newLink()).toHaveCount(0);
  await policies.row("Environmental policy").getByRole("link").first().click();
  await expect(page.getByRole("region", { name: "Policy text" })).toContainText("halve our scope 1 and 2 emissions");
  await expect(page.getByTestId("policy-approval")).toContainText("Version 2 approved by Mette Manager");
  await expect(policies.editLink()).toHaveCount(0);
  await expect(page.getByRole("button", { name: /archive/i })).toHaveCount(0);
  const id = /policies\/([0-9a-f-]{36})/.exec(page.url())![1];
  await page.goto(`/leadership/policies/${id}/edit`);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto("/leadership/policies/new");
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("a policy saved in one tab appears in the list open in another", async ({ page, context }) => {
  const title = `Water policy ${Date.now()}`;
  await new SignInPage(page).signInAs("editor@demo.example");
  const list = new PolicyPages(page);
  await list.openList();
  await expect(list.row(title)).toHaveCount(0);

  const other = await context.newPage();
  const form = new PolicyPages(other);
  await other.goto("/leadership/policies/new");
  await other.getByRole("textbox", { name: /^title/i }).fill(title);
  await form.appendParagraph("We measure water use on every site each month.");
  await form.save();

  await expect(list.row(title)).toBeVisible();
  await other.close();
});

test("the policy screens speak Danish after switching language", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  try {
    await new Shell(page).switchLanguage("Dansk");
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    const policies = new PolicyPages(page);
    await policies.openList();
    await expect(policies.row("Environmental policy")).toContainText("Offentliggjort");
    await policies.row("Environmental policy").getByRole("link").first().click();
    await expect(page.getByTestId("policy-approval")).toContainText("Version 2 godkendt af Mette Manager");
    await expect(page.getByText("ISO 14001 (miljø)")).toBeVisible();
    await expect(page.getByRole("link", { name: "Åbn den offentlige side" })).toBeVisible();
  } finally {
    await resetLanguageToEnglish(page);
  }
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("a reader opens a policy from the list and the public page fits the screen", async ({ page, browser }) => {
    await new SignInPage(page).signInAs("reader@demo.example");
    const policies = new PolicyPages(page);
    await policies.openList();
    await expect(policies.row("Environmental policy")).toBeVisible();
    await policies.row("Environmental policy").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Environmental policy" })).toBeVisible();
    await expect(policies.editLink()).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const publicPath = await policies.publicLink().getAttribute("href");
    const visitor = await openSignedOut(browser, publicPath!);
    try {
      await visitor.page.setViewportSize({ width: 390, height: 844 });
      await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText("Environmental policy");
      expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await visitor.close();
    }
  });

  test("a manager edits a policy on a phone and sees the new version", async ({ page }) => {
    await new SignInPage(page).signInAs("manager@demo.example");
    const policies = new PolicyPages(page);
    await policies.openList();
    await policies.row("Occupational health and safety policy").getByRole("link").first().click();
    await policies.editLink().click();
    await policies.appendParagraph("Safety walks take place every month.");
    await policies.save();
    await expect(page.getByRole("region", { name: "Policy text" })).toContainText(
      "Safety walks take place every month.",
    );
    await expect(page.getByText(/^Version 3, saved/)).toBeVisible();
  });
});
