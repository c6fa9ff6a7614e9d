import { expect, test } from "../test";
import { seriousViolations, withAxe } from "../pages/axe";
import { SignInPage } from "../pages/sign-in-page";
import { Shell } from "../pages/shell";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { PHONE, listRecord, recordList } from "../pages/list";

const LIST = "/chemicals/my-chemicals";
const row = listRecord;

test("an editor adds a product to the register with an SDS and prints its safety card in Danish", async ({ page }) => {
  test.setTimeout(150_000);
  await new SignInPage(page).signInAs("editor@demo.example");
  try {
    await page.goto(LIST);
    await expect(page.getByRole("heading", { level: 1, name: "My chemicals" })).toBeVisible();
    // the switch answers once the header has hydrated
    await expect(async () => {
      await new Shell(page).switchLanguage("Dansk");
      await expect(page.locator("html")).toHaveAttribute("lang", "da", { timeout: 3_000 });
    }).toPass();
    await expect(page.getByRole("heading", { level: 1, name: "Mine kemikalier" })).toBeVisible();
    await page.getByRole("link", { name: "Registrér et kemikalie" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Registrér et kemikalie");

    // a product of the catalogue with a current Danish safety data sheet, which the holding keeps in
    // its chemical store already: this registration is the warehouse's own stock
    const product = page.getByRole("combobox", { name: "Produkt fra kataloget" });
    await product.fill("Acetone");
    await page.getByRole("option", { name: "Acetone technical · Brenntag Nordic A/S" }).click();
    await page.getByRole("combobox", { name: "Leverandør" }).click();
    await page.getByRole("option", { name: "Brenntag Nordic A/S" }).click();
    const purpose = `Rengøring af forme ${Date.now()}`;
    await page.getByRole("textbox", { name: "Formål" }).fill(purpose);
    await page.getByRole("textbox", { name: "Mængde" }).fill("12,5".replace(",", "."));
    await page.getByRole("combobox", { name: "Enhed" }).click();
    await page.getByRole("option", { name: "L", exact: true }).click();
    await page.getByRole("group", { name: "Opbevares i" }).getByRole("checkbox", { name: "Warehouse" }).check();
    await page.getByRole("textbox", { name: "Personlige værnemidler" }).fill("Nitrilhandsker og beskyttelsesbriller.");
    await page.getByRole("textbox", { name: "Førstehjælp" }).fill("Skyl øjnene med vand i 15 minutter.");
    await page.getByRole("button", { name: "Gem" }).click();

    await expect(page).toHaveURL(/\/chemicals\/my-chemicals\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acetone technical");
    await expect(page.getByText(purpose).first()).toBeVisible();
    await expect(page.getByText(/^Revideret /)).toBeVisible();
    const label = page.getByRole("region", { name: "Mærkning" });
    await expect(label.getByRole("img", { name: "Brandfarlig" })).toBeVisible();
    await expect(label.getByText("Meget brandfarlig væske og damp.")).toBeVisible();

    await page.getByRole("link", { name: "Sikkerhedskort" }).click();
    const card = page.getByRole("article", { name: "Sikkerhedskort" });
    await expect(card.getByRole("heading", { level: 1 })).toHaveText("Acetone technical");
    await expect(card.getByRole("img", { name: "Brandfarlig" })).toBeVisible();
    await expect(card.getByRole("img", { name: "Sundhedsskadelig/lokalirriterende" })).toBeVisible();
    await expect(card.getByText("Fare", { exact: true })).toBeVisible();
    await expect(card.getByText("Meget brandfarlig væske og damp.")).toBeVisible();
    await expect(card.getByText("Nitrilhandsker og beskyttelsesbriller.")).toBeVisible();
    await expect(card.getByText("Lagerklasse 3")).toBeVisible();
    await expect(card.getByText("Opbevares i: Warehouse")).toBeVisible();
    await expect(card.getByText(/Sikkerhedsdatablad revideret/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Udskriv" })).toBeVisible();

    // on paper: the card alone, on one A4 page
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Udskriv" })).toBeHidden();
    await expect(page.getByRole("navigation").first()).toBeHidden();
    await expect(card.getByText("Meget brandfarlig væske og damp.")).toBeVisible();
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: "screen" });
  } finally {
    await resetLanguageToEnglish(page);
  }
});

test("registering a product again where it is kept is refused with the way to the registration that exists", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  await page.goto(`${LIST}/new`);
  await page.getByRole("combobox", { name: "Product from the catalogue" }).fill("Acetone");
  await page.getByRole("option", { name: "Acetone technical · Brenntag Nordic A/S" }).click();
  await page.getByRole("group", { name: "Used in" }).getByRole("checkbox", { name: "Production hall" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Acetone technical is already registered in this place")).toBeVisible();
  const existing = page.getByRole("alert").filter({ hasText: "already registered where you chose" });
  // what was typed is left behind: the form asks first
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await existing.getByRole("link", { name: "Open it" }).click();
  expect(await asked).toMatch(/unsaved/i);
  await expect(page).toHaveURL(/\/chemicals\/my-chemicals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acetone technical");
  await expect(page.getByText("Cleaning of moulds and tools").first()).toBeVisible();
});

test("a stale SDS is flagged in the list, the needs-attention view, the detail and the dashboard", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto(LIST);
  await expect(row(page, "Isopropanol 99 %")).toContainText("Too old");
  await page.goto(`${LIST}?sdsStatus=MISSING`);
  await expect(row(page, "Phosphoric acid 75 %")).toContainText("Missing");
  await page.goto(LIST);
  await page.getByRole("link", { name: "Needs attention" }).click();
  await expect(page).toHaveURL(/needsAttention=true/);
  await expect(row(page, "Isopropanol 99 %")).toBeVisible();
  // the demo's acetone in the production hall has a current sheet and lacks nothing
  await expect(row(page, "Acetone technical").filter({ hasText: "Production hall" })).toHaveCount(0);
  await row(page, "Isopropanol 99 %").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Isopropanol 99 %");
  await expect(page.getByRole("status").filter({ hasText: "older than 3 years" })).toBeVisible();

  // the dashboard counts the overdue sheets, and its count opens them
  await page.goto("/dashboard?who=everyone");
  await page.getByRole("link", { name: /^Safety data sheets: \d+$/ }).click();
  await expect(page.getByText("Isopropanol 99 %").first()).toBeVisible();
});

test("a reader sees the register and cannot edit it", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto(LIST);
  await expect(page.getByRole("heading", { level: 1, name: "My chemicals" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Register a chemical" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Import a register" })).toHaveCount(0);
  await page.goto(`${LIST}?q=Paint%20stripper`);
  const paint = row(page, "Paint stripper (dichloromethane)");
  await expect(paint).toContainText("Restricted");
  await expect(paint.getByRole("img").first()).toBeVisible();
  await paint.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paint stripper (dichloromethane)");
  await expect(page.getByText("A candidate for substitution", { exact: false })).toBeVisible();
  await expect(page.getByText(/Substitute · Replace with a benzyl-alcohol stripper/)).toBeVisible();
  await expect(page.getByRole("link", { name: /^edit$/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /archive/i })).toHaveCount(0);
  const id = /my-chemicals\/([0-9a-f-]{36})/.exec(page.url())![1];
  await page.getByRole("link", { name: "Workplace instruction" }).click();
  await expect(page.getByRole("article", { name: "Workplace instruction" })).toBeVisible();
  await page.goto(`${LIST}/${id}/edit`);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto(`${LIST}/new`);
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("an editor imports part of an existing register from a sheet", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  await page.goto(LIST);
  await page.getByRole("button", { name: "Import a register" }).click();
  const dialog = page.getByRole("dialog", { name: "Import a register" });
  const purpose = `Imported use ${Date.now()}`;
  await dialog.getByTestId("import-file").setInputFiles({
    name: "register.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      // both are registered in the holding's chemical store and warehouse already: these are other stocks
      `Product;Purpose;Amount;Unit;Stored in\nToluene;${purpose};2,5;L;Warehouse\nCitrus degreaser (d-limonene);${purpose};10;L;Office\n`,
    ),
  });
  await expect(dialog.getByRole("status").first()).toContainText("2 of 2 rows");
  await dialog.getByRole("button", { name: "Register 2 chemicals" }).click();
  await expect(new Shell(page).toast()).toContainText("2 chemicals were registered.");
  await page.goto(`${LIST}?q=${encodeURIComponent(purpose)}`);
  await expect(row(page, "Citrus degreaser (d-limonene)")).toContainText("10 L");
  await expect(row(page, "Toluene")).toContainText("2.5 L");
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("a safety card prints the generic statement, not CLP's bracketed instructions", async ({ page }) => {
    await new SignInPage(page).signInAs("reader@demo.example");
    await page.goto(`${LIST}?q=Diesel`);
    await recordList(page).getByRole("link", { name: "Diesel fuel B7" }).first().click();
    await page.getByRole("link", { name: "Safety card" }).click();
    const card = page.getByRole("article", { name: "Safety card" });
    await expect(card).toContainText("Suspected of causing cancer.");
    await expect(card).not.toContainText("<");
  });

  test("the register and a safety card fit the screen", async ({ page }) => {
    await new SignInPage(page).signInAs("reader@demo.example");
    await page.goto(LIST);
    const acetone = recordList(page).getByRole("link", { name: "Acetone technical" }).first();
    await expect(acetone).toBeVisible();
    await acetone.click();
    await page.getByRole("link", { name: "Safety card" }).click();
    await expect(page.getByRole("article", { name: "Safety card" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 360, height: 780 },
]) {
  test(`the register's screens have no serious axe violation and do not scroll sideways (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await new SignInPage(page).signInAs("editor@demo.example");
    await page.goto(`${LIST}?q=Paint%20stripper`);
    await recordList(page).getByRole("link", { name: "Paint stripper (dichloromethane)" }).click();
    await expect(page).toHaveURL(/my-chemicals\/[0-9a-f-]{36}$/);
    const detail = new URL(page.url()).pathname;
    await withAxe(page.context());
    const found: Record<string, string[]> = {};
    for (const address of [LIST, detail, `${detail}/edit`, `${LIST}/new`, `${detail}/card`, `${detail}/instruction`]) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      const violations = await seriousViolations(page);
      if (violations.length) found[address] = violations;
    }
    expect(found).toEqual({});
  });
}
