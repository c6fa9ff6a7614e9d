import { expect, test } from "../test";
import { SignInPage } from "../pages/sign-in-page";

test("a maintainer adds a Danish synonym and an editor finds the waste type by it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const synonym = `blyakku${Date.now()}`;
  // the first sign-in after the server starts warms up the dashboard, which can take longer than the usual wait
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn("admin@demo.example");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  await page.goto("/admin/waste-types?q=16%2006%2001");
  const row = page.getByRole("row").filter({ hasText: "Lead batteries" });
  await row.getByRole("button", { name: /edit names/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: /^synonyms in danish/i }).fill(`${synonym}\nblybatteri`);
  await dialog.getByRole("button", { name: /^save$/i }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText(synonym);

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await new SignInPage(editor).signInAs("editor@demo.example");
  await editor.goto("/monitoring/waste");
  await editor.getByRole("row").filter({ hasText: "Dansk Farligt Affald" }).getByRole("link").first().click();
  await editor.getByRole("link", { name: "New arrangement" }).click();
  await editor.getByRole("combobox", { name: /^waste type/i }).fill(synonym);
  await expect(editor.getByRole("option", { name: /^16 06 01\* Lead batteries/ })).toBeVisible();
  await editorContext.close();
});
