import { expect, test, type Page } from "../test";
import { SignInPage } from "../pages/sign-in-page";
import { Shell } from "../pages/shell";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { PDF } from "../../support/uploads";
import { PHONE, recordList } from "../pages/list";

const grid = (page: Page) => recordList(page);
const latest = (page: Page) => page.getByRole("article", { name: /^(Latest evaluation|Seneste evaluering)$/ });
const earlier = (page: Page) => page.getByRole("region", { name: /^(Earlier evaluations|Tidligere evalueringer)$/ });

test("an editor evaluates an obligation twice and sees both, the latest on top", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  // EMAS was never evaluated: the needs-evaluation filter finds it
  await page.goto("/documents/binding-obligations?needsEvaluation=NEVER_EVALUATED");
  await grid(page).getByRole("link", { name: "EMAS" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("EMAS");
  await expect(page.getByText("Not evaluated yet.")).toBeVisible();

  await page.getByRole("link", { name: "Record an evaluation" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Record an evaluation");
  const result = page.getByRole("combobox", { name: /^Result/ });
  await result.click();
  await page.getByRole("option", { name: "Partly compliant" }).click();
  await page.getByLabel("Notes").fill("First look: the registration has not started.");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "emas-gap-analysis.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByRole("group", { name: "Evidence" }).getByRole("textbox", { name: "Name" })).toHaveValue(
    "emas-gap-analysis.pdf",
  );
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The evaluation is recorded.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("EMAS");
  await expect(latest(page)).toContainText("First look: the registration has not started.");
  await expect(latest(page)).toContainText("Partly compliant");
  await expect(earlier(page)).toContainText("No earlier evaluations.");

  // the second evaluation by keyboard alone
  await page.getByRole("link", { name: "Record an evaluation" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Record an evaluation");
  await page.getByRole("combobox", { name: /^Result/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "Not compliant" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: /^Result/ })).toHaveText("Compliant");
  await page.getByLabel("Notes").focus();
  await page.keyboard.type("Registered with the competent body.");
  await page.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("The evaluation is recorded.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("EMAS");

  // both are there: the latest on top, the first below it with its evidence
  await expect(latest(page)).toContainText("Registered with the competent body.");
  await expect(latest(page)).toContainText("Compliant");
  await expect(earlier(page).getByRole("article")).toHaveCount(1);
  await expect(earlier(page)).toContainText("First look: the registration has not started.");
  await expect(earlier(page).getByRole("link", { name: "Download emas-gap-analysis.pdf" })).toBeVisible();
  await page.goto("/documents/binding-obligations?needsEvaluation=NEVER_EVALUATED");
  await expect(grid(page).getByRole("link", { name: "EMAS" })).toHaveCount(0);
});

test("the evaluations speak Danish", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  try {
    await new Shell(page).switchLanguage("Dansk");
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    await page.goto("/documents/binding-obligations");
    await expect(page.getByRole("combobox", { name: "Skal evalueres" })).toBeVisible();
    await grid(page).getByRole("link", { name: /^CMRD/ }).click();
    // an earlier evaluation of the demo below the latest
    await expect(latest(page)).toContainText("Delvist overholdt");
    await expect(earlier(page)).toContainText("Ikke overholdt");
    await expect(earlier(page)).toContainText("Two welding stations had no local exhaust ventilation.");
    await expect(page.getByText("Næste evaluering", { exact: true }).first()).toBeVisible();
    await page.getByRole("link", { name: "Registrér en evaluering" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Registrér en evaluering");
    await expect(page.getByRole("combobox", { name: /^Resultat/ })).toBeVisible();
  } finally {
    await resetLanguageToEnglish(page);
  }
});

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
  await manager.getByRole("link", { name: "Record an evaluation" }).click();
  await expect(manager.getByRole("heading", { level: 1 })).toHaveText("Record an evaluation");
  const result = manager.getByRole("combobox", { name: /^Result/ });
  await result.click();
  await manager.getByRole("option", { name: "Partly compliant" }).click();
  await expect(result).toHaveText("Partly compliant");
  await manager.getByRole("button", { name: "Save" }).click();
  await expect(manager.getByText("The evaluation is recorded.")).toBeVisible();
  await expect(manager.getByRole("heading", { level: 1 })).toHaveText("REACH");
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
  test.use(PHONE);

  test("an editor opens an obligation and the matrix, with nothing wider than the screen", async ({ page }) => {
    await new SignInPage(page).signInAs("editor@demo.example");
    await page.goto("/documents/binding-obligations");
    await expect(grid(page).getByRole("link", { name: "IED" })).toBeVisible();
    await grid(page).getByRole("link", { name: "IED" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("IED");
    await expect(page.getByRole("combobox", { name: /^Evaluate every/ })).toBeVisible();
    await expect(latest(page)).toContainText("Emission measurements from the 2025 campaign are missing");
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(390);
    await page.getByRole("link", { name: "Record an evaluation" }).click();
    await expect(page.getByRole("combobox", { name: /^Result/ })).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);
    await page.goto("/documents/binding-obligations?view=matrix");
    await expect(page.getByRole("table").getByRole("link", { name: "IED" })).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(390);
  });
});
