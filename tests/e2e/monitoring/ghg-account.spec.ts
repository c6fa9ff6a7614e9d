import { expect, test, type Download, type Page } from "../test";
import ExcelJS from "exceljs";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

// the organization's months are Copenhagen's: readings written at midnight there close a month exactly
test.use({ timezoneId: "Europe/Copenhagen" });

const GAS_FACTOR = "Natural gas, Denmark (HB2016), per m³";
const meterName = `Gas, test boiler ${Date.now()}`;

// the first sign-in after the server starts renders the dashboard cold; one sign-in before warms it
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await new SignInPage(page).open();
  await new SignInPage(page).signIn("reader@demo.example");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 90_000 });
  await page.close();
});

/** A year of a gas register as a sheet: 0 m³ on 1 January 2021, then 100 m³ more on the first of each month. */
function yearOfReadings(name: string) {
  const lines = ["Meter;Read at;Value;Unit"];
  for (let month = 0; month <= 12; month++) {
    const at = new Date(Date.UTC(2021, month, 1));
    const day = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}-01 00:00`;
    lines.push(`${name};${day};${month * 100};m3`);
  }
  return { name: "gas-2021.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) };
}

async function sheetOf(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function openMeters(page: Page) {
  await page.goto("/monitoring/meters");
  await expect(page.getByRole("heading", { level: 1, name: /^(meters|målere)$/i })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test("a coordinator imports a year of readings from a sheet, and opens and exports the GHG account", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await new SignInPage(page).signInAs("editor@demo.example");

  // a gas meter, read as a register, with the catalogue's gas factor ticked on its screen
  await openMeters(page);
  await page.getByRole("button", { name: "New meter" }).click();
  await page.getByRole("menuitem", { name: "Gas", exact: true }).click();
  await page.getByRole("textbox", { name: /^name/i }).fill(meterName);
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(meterName);
  await page.getByRole("checkbox", { name: `${GAS_FACTOR} (catalogue)` }).check();
  await page.getByRole("button", { name: "Save emission factors" }).click();
  await expect(new Shell(page).toast()).toContainText("The meter's emission factors are saved.");
  await expect(page.getByText(`Emission factors: ${GAS_FACTOR}.`)).toBeVisible();

  // the sheet: a preview first, then every row at once
  await openMeters(page);
  await page.getByRole("button", { name: "Import readings" }).click();
  const dialog = page.getByRole("dialog", { name: "Import readings" });
  await dialog.getByTestId("import-file").setInputFiles(yearOfReadings(meterName));
  await expect(dialog.getByRole("status").first()).toContainText("13 of 13 rows can be imported.");
  await dialog.getByRole("button", { name: "Import 13 readings" }).click();
  await expect(new Shell(page).toast()).toContainText("13 readings imported.");
  await expect(dialog).toHaveCount(0);

  // the account, from the meters list: 2021's scope 1 line has the meter with its quantity, factor,
  // source and result: 1,200 m³ × 2.245 kg/m³ = 2,694 kg
  await page.getByRole("link", { name: "GHG account" }).click();
  await expect(page).toHaveURL(/\/monitoring\/meters\/ghg-account$/);
  await page.getByRole("link", { name: "2021", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GHG account 2021");
  const line = page
    .getByRole("region", { name: "Scope 1, stationary combustion", exact: true })
    .first()
    .getByRole("row")
    .filter({ hasText: meterName });
  await expect(line).toContainText("1,200 m³");
  await expect(line).toContainText(GAS_FACTOR);
  await expect(line).toContainText("2.245 kg/m³");
  await expect(line).toContainText("2,694");
  // the years each factor covers are shown beside the account
  await expect(page.getByRole("region", { name: "Years the emission factors cover" })).toContainText(
    `${GAS_FACTOR} (Catalogue): 2016 onwards`,
  );

  // the export holds the same line: quantity, factor, its value and source, and the result
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export to Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("GHG account 2021.xlsx");
  const [heading, ...rows] = await sheetOf(file);
  expect(heading).toEqual(expect.arrayContaining(["Line", "Meter", "Quantity", "Emission factor", "CO2 (kg)"]));
  const row = rows.find((cells) => cells[heading.indexOf("Meter")] === meterName)!;
  expect(row[heading.indexOf("Line")]).toBe("Scope 1, stationary combustion");
  expect(row[heading.indexOf("Quantity")]).toBe(1200);
  expect(row[heading.indexOf("Emission factor")]).toBe(GAS_FACTOR);
  expect(row[heading.indexOf("Factor value")]).toBe(2.245);
  expect(row[heading.indexOf("CO2 (kg)")]).toBe(2694);
  expect(rows.some((cells) => cells[0] === "Scope 1")).toBe(true);
});

test("the GHG account speaks Danish, with decimal commas and thousands points", async ({ page }) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs("reader@demo.example");
  try {
    await new Shell(page).switchLanguage("Dansk");
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    await page.goto("/monitoring/meters/ghg-account?year=2021");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Klimaregnskab 2021");
    // the totals in tonnes with a decimal comma
    await expect(page.getByRole("table", { name: "Klimaregnskab" })).toContainText(/\d,\d+ t CO2/);
    const line = page.getByRole("row").filter({ hasText: meterName });
    await expect(line).toContainText("1.200 m³");
    await expect(line).toContainText("2,245 kg/m³");
    await expect(line).toContainText("2.694");
  } finally {
    await resetLanguageToEnglish(page);
  }
});

test("the dashboard charts energy and CO2 of this year against last, with the figures as a table", async ({ page }) => {
  test.setTimeout(120_000);
  const year = new Date().getFullYear();
  await new SignInPage(page).signInAs("reader@demo.example");
  await expect(page).toHaveURL(/\/dashboard$/);
  const section = page.getByRole("region", { name: `Energy and CO2, ${year - 1} against ${year}` });
  await expect(section).toBeVisible();

  // the demo's electricity is read every month: each month of last year has energy
  const energy = section.getByRole("figure", { name: /^Energy use \((kWh|MWh|GWh)\)$/ });
  await expect(energy).toContainText(
    new RegExp(`${year} to date: [\\d,.]+ (kWh|MWh|GWh)\\. The same months of ${year - 1}`),
  );
  await energy.getByText("The figures as a table").click();
  const rows = energy.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(13);
  await expect(rows.nth(1).getByRole("rowheader")).toHaveText("Jan");
  for (const month of [1, 6, 12]) {
    const lastYear = await rows.nth(month).getByRole("cell").first().textContent();
    expect(Number(lastYear!.replace(/,/g, ""))).toBeGreaterThan(0);
  }
  // months still to come are empty, not zero
  if (new Date().getMonth() < 11) await expect(rows.nth(12).getByRole("cell").last()).toHaveText("–");

  // the chart itself says what makes the two years unlike: a month still running, provisional factors
  const monthName = new Date().toLocaleString("en-GB", { month: "long" });
  await expect(energy).toContainText(`${monthName} ${year} is not over yet`);
  const co2 = section.getByRole("figure", { name: /^CO2 emissions, scope 1 and 2 \(location-based\)/ });
  await expect(co2).toContainText(new RegExp(`${year} is provisional: factors of [\\d, ]+ stand in`));
  await section.getByRole("link", { name: "Open the GHG account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("GHG account");

  // this year's account: the demo's electricity has values to 2025, so its line and totals are provisional
  await page.goto(`/monitoring/meters/ghg-account?year=${year}`);
  await expect(page.getByText(`some factors have no published value for ${year} yet`)).toBeVisible();
  const electricity = page
    .getByRole("region", { name: "Scope 2, electricity, location-based", exact: true })
    .getByRole("row")
    .filter({ hasText: "Main electricity meter, production hall" });
  await expect(electricity.first()).toContainText("provisional (factor of 2025)");
  await expect(
    page.getByRole("table", { name: "GHG account" }).getByRole("row", { name: /Scope 2, location-based/ }),
  ).toContainText(/provisional \(factor of [\d, ]*2025\)/);
});

test("an editor adds the organization's own factor from a meter's screen, linked to the meter at once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const meter = `Electricity, test hall ${Date.now()}`;
  const own = `Supplier's declaration ${Date.now()}`;
  await new SignInPage(page).signInAs("editor@demo.example");
  await openMeters(page);
  await page.getByRole("button", { name: "New meter" }).click();
  await page.getByRole("menuitem", { name: "Electricity", exact: true }).click();
  await page.getByRole("textbox", { name: /^name/i }).fill(meter);
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(meter);

  await page.getByRole("link", { name: "Add the organization's own factor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New own emission factor" })).toBeVisible();
  await page.getByRole("textbox", { name: /^name/i }).fill(own);
  await page.getByRole("combobox", { name: /^basis/i }).click();
  await page.getByRole("option", { name: "Market-based", exact: true }).click();
  await page.getByRole("textbox", { name: /^source/i }).fill("Electricity supplier, declaration");
  await page.getByRole("button", { name: "Add a value" }).click();
  // a decimal comma is read as the point
  await page
    .getByRole("group", { name: "Value 1" })
    .getByRole("textbox", { name: /^value/i })
    .fill("95,5");
  await page.getByRole("button", { name: /^save$/i }).click();

  // back on the meter, the new factor applies to it, marked as the organization's own
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(meter);
  await expect(page.getByText(`Emission factors: ${own}.`)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `${own} (own)` })).toBeChecked();
  await expect(page.getByRole("link", { name: `Edit ${own}` })).toBeVisible();
});

test("an editor records guarantees of origin on the electricity meter, and the account counts them market-based", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const year = new Date().getFullYear();
  const reference = `E2E-GO-${Date.now()}`;
  await new SignInPage(page).signInAs("editor@demo.example");
  await openMeters(page);
  await page.getByRole("link", { name: "Main electricity meter, production hall" }).click();
  const section = page.getByRole("region", { name: "Guarantees of origin" });
  // the demo's wind power of this year, with who recorded it
  await expect(section).toContainText(`DK-GO-${year}-0147`);
  await expect(section).toContainText("by Mette Manager");
  // what the guarantees leave counts at the location-based rate: no month's CO2 is called missing
  await expect(page.getByRole("region", { name: `CO2 per month, ${year}` })).toBeVisible();
  await expect(page.getByText(/No factor value covers/)).toHaveCount(0);

  await section.getByRole("link", { name: "Record guarantees of origin" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Record guarantees of origin" })).toBeVisible();
  await page.getByLabel(/^From month/).fill(`${year - 1}-01`);
  await page.getByLabel(/^To month/).fill(`${year - 1}-03`);
  // a decimal comma is read as the point; nothing is saved while a field is wrong
  await page.getByRole("textbox", { name: /^Volume \(MWh\)/ }).fill("0");
  await page.getByRole("combobox", { name: /^Energy source/ }).click();
  await page.getByRole("option", { name: "Solar" }).click();
  await page.getByRole("textbox", { name: /^Cancellation reference/ }).fill(reference);
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page.getByText("Enter a number above zero.")).toBeVisible();
  await page.getByRole("textbox", { name: /^Volume \(MWh\)/ }).fill("12,5");
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(new Shell(page).toast()).toContainText("The guarantees of origin are recorded.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Main electricity meter, production hall");
  await expect(section).toContainText(reference);
  await expect(section).toContainText("12.5 MWh, Solar");

  // this year's account: both scope 2 figures side by side, the certified line and the plain stand-in
  await page.goto(`/monitoring/meters/ghg-account?year=${year}`);
  await expect(
    page.getByRole("table", { name: "GHG account" }).getByRole("row", { name: /Scope 2, market-based/ }),
  ).toBeVisible();
  const market = page.getByRole("region", { name: "Scope 2, electricity, market-based", exact: true });
  await expect(
    market.getByRole("row").filter({ hasText: `Guarantees of origin, Wind: DK-GO-${year}-0147` }),
  ).toContainText("0 g/kWh");
  await expect(market.getByRole("row").filter({ hasText: "Location-based rate (no residual mix)" })).toBeVisible();
  await expect(page.getByText(/No residual mix is linked to Main electricity meter, production hall/)).toBeVisible();

  // one entered wrongly is deleted; the meter's history keeps it
  await page.goto("/monitoring/meters");
  await page.getByRole("link", { name: "Main electricity meter, production hall" }).click();
  await section.getByRole("button", { name: `Delete: ${reference}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(section).not.toContainText(reference);
});
