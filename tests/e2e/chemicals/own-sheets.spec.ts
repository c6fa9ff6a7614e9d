import fs from "node:fs";
import { expect, test, type Page } from "../test";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";
import { listRecord } from "../pages/list";

// The organization's own safety data sheets (issue "audit-ready", point 10): uploaded per registered
// product, counted for the sheet's age, and opened from the register, the detail and the safety card.

const LIST = "/chemicals/my-chemicals";
const SHEET = Buffer.from("%PDF-1.4\n% propane SDS, supplier revision 2026\n%%EOF\n");

/** The demo's propane of the production hall in the register (its catalogue sheet is over four years old). */
const propaneRow = (page: Page) => listRecord(page, "Propane for heating and cutting");

async function openPropane(page: Page) {
  await page.goto(`${LIST}?q=Propane`);
  await expect(propaneRow(page)).toContainText("Too old");
  await propaneRow(page).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Propane for heating and cutting");
}

test("an editor uploads the supplier's current sheet; the register counts it and opens it everywhere", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs("editor@demo.example");
  await openPropane(page);
  await expect(page.getByRole("status").filter({ hasText: "Upload the supplier's current sheet here" })).toBeVisible();

  const section = page.getByRole("region", { name: "The organization's safety data sheets" });
  await section.getByRole("link", { name: "Upload a safety data sheet" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Upload a safety data sheet" })).toBeVisible();
  // without a file nothing is recorded, and the refusal stands under the file list
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page.locator(".MuiFormHelperText-root.Mui-error")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Upload a safety data sheet" })).toBeVisible();
  await page.getByTestId("document-add-input").setInputFiles({
    name: "Propane SDS 2026.pdf",
    mimeType: "application/pdf",
    buffer: SHEET,
  });
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(new Shell(page).toast()).toContainText("The safety data sheet is recorded.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Propane for heating and cutting");

  // current now, the organization's own, listed with who recorded it
  await expect(page.getByRole("status").filter({ hasText: "older than" })).toHaveCount(0);
  await expect(page.getByText(/the organization's own/)).toBeVisible();
  await expect(section.locator('[data-own-sheet="Propane SDS 2026.pdf"]')).toContainText("Danish · Denmark");
  await expect(section.locator('[data-own-sheet="Propane SDS 2026.pdf"]')).toContainText("by Erik Editor");

  // the sheet opens from the detail, the safety card and the register
  for (const open of [
    async () => page.getByRole("link", { name: "Open the safety data sheet" }).click(),
    async () => {
      await page.getByRole("link", { name: "Safety card" }).click();
      await expect(page.getByRole("article", { name: "Safety card" })).toBeVisible();
      await page.getByRole("link", { name: "Open the safety data sheet" }).click();
    },
    async () => {
      await page.goto(`${LIST}?q=Propane`);
      await expect(propaneRow(page)).toContainText("Current");
      await propaneRow(page)
        .getByRole("link", { name: /\(Current\): Open the safety data sheet$/ })
        .click();
    },
  ]) {
    const download = page.waitForEvent("download");
    await open();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Propane SDS 2026.pdf");
    expect(fs.readFileSync(await file.path())).toEqual(SHEET);
  }

  // deleted as uploaded wrongly: the catalogue's old sheet counts again
  await propaneRow(page).getByRole("link").first().click();
  await page
    .getByRole("region", { name: "The organization's safety data sheets" })
    .getByRole("button", { name: /^Delete: Propane SDS 2026\.pdf/ })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "older than" })).toBeVisible();
});
