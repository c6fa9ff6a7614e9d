import { expect, test, type Page } from "../test";
import { SignInPage } from "../pages/sign-in-page";

const noHorizontalOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test.describe.configure({ mode: "serial" });

test("a maintainer adds a support contact in the admin area", async ({ page }) => {
  await new SignInPage(page).signInAs("admin@demo.example");
  await page.goto("/admin/support-contacts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Support contacts");
  await page.getByRole("link", { name: "Add support contact" }).click();
  await page.getByLabel(/^name/i).fill("Sanne Support");
  await page.getByLabel(/^role/i).fill("Product support");
  await page.getByLabel(/^e-mail/i).fill("support@ehs.example");
  await page.getByLabel(/^phone/i).fill("+45 70 20 30 40");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/support-contacts$/);
  await expect(page.getByRole("list", { name: "Support contacts" })).toContainText("Sanne Support");
});

test("on a phone, in Danish, a user of a LIMITED organization finds the contact and the version on the help page", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await new SignInPage(page).signInAs("limited@demo.example");
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hjælp");
  const contacts = page.getByRole("list", { name: "Supportkontakter" });
  await expect(contacts).toContainText("Sanne Support");
  await expect(contacts).toContainText("Product support");
  await expect(contacts.getByRole("link", { name: /support@ehs\.example/ })).toHaveAttribute(
    "href",
    "mailto:support@ehs.example",
  );
  await expect(contacts.getByRole("link", { name: /\+45 70 20 30 40/ })).toHaveAttribute("href", "tel:+4570203040");
  await expect(page.getByText(/^Version \d+\.\d+\.\d+/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Administrer supportkontakter" })).toHaveCount(0);
  await noHorizontalOverflow(page);
  await expect(page).toHaveTitle(/Hjælp/);
});

test("the API reference renders the OpenAPI document under the app's CSP", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/help");
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/help\/api$/);
  const reference = page.getByRole("region", { name: "API reference" });
  await expect(reference.getByRole("heading", { name: /EHS Compass API/ })).toBeVisible({ timeout: 20_000 });
  // the sections start closed: the members' section opens its operations
  const members = reference.locator('[data-tag="members"]');
  await expect(reference.getByText("/organizations/{orgId}/members", { exact: true })).toHaveCount(0);
  await members.click();
  await expect(members).toHaveAttribute("data-is-open", "true");
  await expect(reference.getByText("/organizations/{orgId}/members", { exact: true }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("the maintainer deletes the contact after confirming, and the help page no longer shows it", async ({ page }) => {
  await new SignInPage(page).signInAs("admin@demo.example");
  await page.goto("/admin/support-contacts");
  await page.getByRole("link", { name: "Sanne Support" }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/admin\/support-contacts$/);
  await page.goto("/help");
  await expect(page.getByRole("list", { name: "Support contacts" })).toContainText("EHS Compass support");
  await expect(page.getByRole("list", { name: "Support contacts" })).not.toContainText("Sanne Support");
});
