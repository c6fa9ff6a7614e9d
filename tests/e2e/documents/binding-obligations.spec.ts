import { expect, test, type Page } from "../test";
import { SignInPage } from "../pages/sign-in-page";
import { PDF } from "../../support/uploads";

const grid = (page: Page) => page.getByRole("grid");

test("a maintainer updates a catalogue act and the organization sees it flagged", async ({ browser }) => {
  const maintainer = await browser.newPage();
  await new SignInPage(maintainer).signInAs("admin@demo.example");
  await maintainer.goto("/admin/legislation?q=REACH");
  await grid(maintainer).getByRole("link", { name: "REACH" }).click();
  await expect(maintainer.getByRole("heading", { level: 1 })).toHaveText("Edit REACH");
  await maintainer.getByLabel("Summary in English").fill("Amended: new restrictions in Annex XVII.");
  await maintainer.locator('input[type="file"]').setInputFiles({
    name: "annex-xvii.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await expect(maintainer.getByText("annex-xvii.pdf")).toBeVisible();
  await maintainer.getByRole("button", { name: "Save" }).click();
  await expect(maintainer).toHaveURL(/\/admin\/legislation$/);
  await maintainer.goto("/admin/legislation?q=REACH");
  await grid(maintainer).getByRole("link", { name: "REACH" }).click();
  await expect(maintainer.getByRole("link", { name: "annex-xvii.pdf" })).toBeVisible();

  const manager = await browser.newPage();
  await new SignInPage(manager).signInAs("manager@demo.example");
  await manager.goto("/documents/binding-obligations?changedSinceEvaluation=true");
  await expect(grid(manager).getByRole("link", { name: "REACH" })).toBeVisible();
  await grid(manager).getByRole("link", { name: "REACH" }).click();
  await expect(manager.getByText(/The act changed in the catalogue on/)).toBeVisible();

  // a new evaluation clears the mark
  const status = manager.getByRole("combobox", { name: /^Status/ });
  await status.click();
  await manager.getByRole("option", { name: "Partly compliant" }).click();
  await expect(status).toHaveText("Partly compliant");
  await manager.getByRole("button", { name: "Save" }).click();
  await expect(manager.getByText("The evaluation is saved.")).toBeVisible();
  await manager.goto("/documents/binding-obligations?changedSinceEvaluation=true");
  await expect(grid(manager).getByRole("link", { name: "REACH" })).toHaveCount(0);
});

test("a reader sees the obligations and the matrix and edits nothing", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/documents/binding-obligations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Binding obligations");
  await expect(page.getByLabel("Act from the catalogue")).toHaveCount(0);
  await page.getByLabel("Search act or number").fill("CLP");
  await expect(page).toHaveURL(/q=CLP/);
  await grid(page).getByRole("link", { name: "CLP" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CLP");
  await expect(page.getByText("Partly compliant").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /archive/i })).toHaveCount(0);

  await page.goto("/documents/binding-obligations?view=matrix");
  const matrix = page.getByRole("table");
  await expect(matrix.getByRole("columnheader", { name: "Not compliant" })).toBeVisible();
  await expect(matrix.getByRole("link", { name: "IED" })).toBeVisible();

  await page.goto("/admin/legislation");
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an editor opens an obligation and the matrix, with nothing wider than the screen", async ({ page }) => {
    await new SignInPage(page).signInAs("editor@demo.example");
    await page.goto("/documents/binding-obligations");
    await expect(grid(page).getByRole("link", { name: "IED" })).toBeVisible();
    await grid(page).getByRole("link", { name: "IED" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IED");
    await expect(page.getByRole("combobox", { name: /^Status/ })).toBeVisible();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await page.goto("/documents/binding-obligations?view=matrix");
    await expect(page.getByRole("table").getByRole("link", { name: "IED" })).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);
  });
});
