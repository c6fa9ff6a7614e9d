import { expect, test, type Page } from "../test";
import { SignInPage } from "../pages/sign-in-page";

async function pickStatements(page: Page, label: string, codes: string[]) {
  const box = page.getByRole("combobox", { name: label });
  for (const code of codes) {
    await box.fill(code);
    await page.getByRole("option", { name: new RegExp(`^${code.replace("+", "\\+")} `) }).click();
  }
}

/** A maintainer's empty product form, reached from the catalogue's list. */
async function openNewProduct(page: Page) {
  await new SignInPage(page).signInAs("admin@demo.example");
  await page.goto("/admin/chemicals");
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New product");
}

test("a maintainer creates a product from substances found by CAS number and sees the derived pictograms and danger code", async ({
  page,
}) => {
  await openNewProduct(page);
  await page.getByLabel("Trade name").fill("Acetone technical 99.5 %");

  await page.getByRole("button", { name: "Add substance" }).click();
  const substance = page.getByRole("combobox", { name: "Substance" });
  await substance.fill("67-64-1");
  await page.getByRole("option", { name: /acetone; propan-2-one; propanone · CAS 67-64-1/ }).click();
  await page.getByLabel("From %").fill("99.5");
  await page.getByLabel("To %").fill("100");

  await pickStatements(page, "Hazard statements (H)", ["H225", "H319", "H336"]);
  await pickStatements(page, "EU hazard statements (EUH)", ["EUH066"]);
  const label = page.getByRole("status", { name: "Label" });
  await expect(label.getByRole("img", { name: "Flammable" })).toBeVisible();
  await expect(label.getByRole("img", { name: "Health hazard/irritant" })).toBeVisible();
  await expect(label.getByRole("img")).toHaveCount(2);
  // the real SVG, not its alternative text
  await expect
    .poll(() => label.getByRole("img", { name: "Flammable" }).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(label.getByText("Signal word: Danger")).toBeVisible();
  await expect(label.getByText("Derived danger code: Yellow")).toBeVisible();
  // the precautionary statements of CLP Annex I, chosen for the product from the label with one press
  await label.getByRole("button", { name: /^Add P210 to the product: Keep away from heat/ }).click();
  await expect(label.getByLabel(/^P210 is on the product/)).toBeVisible();
  await label.getByRole("button", { name: /^Add P305\+P351\+P338 to the product/ }).click();
  await expect(label.getByRole("button", { name: /^Add P/ }).first()).toBeVisible();

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acetone technical 99.5 %");
  const labelSection = page.getByRole("region", { name: "Label" });
  await expect(labelSection.getByRole("img", { name: "Flammable" })).toBeVisible();
  await expect(labelSection.getByText("Yellow")).toBeVisible();
  await expect(page.getByRole("link", { name: "acetone; propan-2-one; propanone" })).toBeVisible();
  await expect(page.getByText("99.5–100 %")).toBeVisible();
  await expect(page.getByText("Keep away from heat, hot surfaces, sparks", { exact: false })).toBeVisible();
  await expect(page.getByText("IF IN EYES: Rinse cautiously with water", { exact: false })).toBeVisible();

  await page.goto("/admin/chemicals?q=acetone");
  await expect(page.getByRole("grid").getByRole("link", { name: "Acetone technical 99.5 %" })).toBeVisible();
});

test("the label offers the statements of the added CLP tables, names the gaps and shows a doubtful reading's doubt", async ({
  page,
}) => {
  await openNewProduct(page);
  // a rust remover: corrosive to metals (Table 2.16.2) and to skin (a table the data lacks)
  await pickStatements(page, "Hazard statements (H)", ["H290", "H315"]);
  const label = page.getByRole("status", { name: "Label" });
  await expect(label.getByRole("button", { name: /^Add P390 to the product: Absorb spillage/ })).toBeVisible();
  await expect(label.getByText(/^No table for H315 in the reference data/)).toBeVisible();
  // an explosive of division 1.4: the split of its response row is inferred, and the label says so
  await pickStatements(page, "Hazard statements (H)", ["H204"]);
  await expect(
    label.getByText(/^Check P370\+P380\+P375 against the safety data sheet: the reading of CLP's table is unsure here/),
  ).toBeVisible();
});

test("a maintainer finds the products whose statements the reference data cannot answer, and marks one entered from its SDS", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("admin@demo.example");
  await page.goto("/admin/chemicals");
  await page.getByRole("link", { name: "Precautionary statements the reference data lacks" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Precautionary statements the reference data lacks");
  const skin = page.getByRole("region", { name: "3.2 Skin corrosion/irritation" });
  await expect(skin).toContainText("Hazard statements H314, H315. The whole table is missing.");
  await expect(skin.getByRole("listitem").filter({ hasText: "Sulfuric acid 96 %" })).toContainText(
    "to be entered from the safety data sheet",
  );
  await expect(page.getByRole("region", { name: "3.1 Acute toxicity (inhalation), Category 3" })).toContainText(
    "Not read: storage, disposal.",
  );

  // from the list to the product's form: the statements from its sheet, marked as such
  await skin.getByRole("link", { name: "Sulfuric acid 96 %" }).click();
  await page
    .getByRole("checkbox", { name: "Precautionary statements entered by hand from the safety data sheet" })
    .check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sulfuric acid 96 %");
  await expect(page.getByText("Entered by hand from the product's safety data sheet.")).toBeVisible();
  await page.goto("/admin/chemicals/precaution-gaps");
  await expect(
    page
      .getByRole("region", { name: "3.2 Skin corrosion/irritation" })
      .getByRole("listitem")
      .filter({ hasText: "Sulfuric acid 96 %" }),
  ).toContainText("entered from the safety data sheet");
});

test("a maintainer finds a substance by CAS number and sees its harmonised classification and restrictions", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("admin@demo.example");
  await page.goto("/admin/substances?q=50-00-0");
  await expect(page.getByLabel("Search name, CAS or EC number")).toHaveValue("50-00-0");
  await page
    .getByRole("grid")
    .getByRole("link", { name: /^formaldehyde/ })
    .first()
    .click();
  await expect(page.getByText("CAS 50-00-0 · EC 200-001-8")).toBeVisible();
  const harmonised = page.getByRole("region", { name: "Harmonised classification (CLP Annex VI, in force today)" });
  await expect(harmonised.getByText("Index 605-001-00-5", { exact: false })).toBeVisible();
  await expect(harmonised.getByRole("img", { name: "Serious health hazard" })).toBeVisible();
  await expect(harmonised.getByRole("link", { name: /ATP22/ })).toHaveAttribute("href", /eur-lex\.europa\.eu/);
  await expect(
    page.getByRole("region", { name: "Restrictions (REACH Annex XVII)" }).getByText("Entry 28"),
  ).toBeVisible();
});

test("a reader cannot open the chemicals catalogues", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/admin/chemicals");
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto("/admin/substances");
  await expect(page).toHaveURL(/\/unauthorized$/);
});
