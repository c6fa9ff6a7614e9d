import { expect, test, type Page } from "../test";
import { SignInPage } from "../pages/sign-in-page";
import { Shell } from "../pages/shell";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { PHONE, listRecord } from "../pages/list";

const LIST = "/monitoring/meters";
const row = listRecord;

// the organization's months are Copenhagen's: readings typed at midnight there close a month exactly
test.use({ timezoneId: "Europe/Copenhagen" });

// the first sign-in after the server starts renders the dashboard cold, which on a loaded machine
// takes longer than a step may; one sign-in before the tests warms it
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await new SignInPage(page).open();
  await new SignInPage(page).signIn("reader@demo.example");
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 90_000 });
  await page.close();
});

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(page.getByRole("heading", { level: 1, name: /^(meters|målere)$/i })).toBeVisible();
}

async function addReading(page: Page, at: string, value: string, unit: string) {
  await page.getByRole("link", { name: "Add reading" }).click();
  await page.getByLabel(/^read at/i).fill(at);
  await page.getByRole("textbox", { name: /^value/i }).fill(value);
  await page.getByRole("combobox", { name: /^unit/i }).click();
  await page.getByRole("option", { name: unit, exact: true }).click();
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(new Shell(page).toast()).toContainText("The reading was added.");
  await expect(page).toHaveURL(/\/monitoring\/meters\/[0-9a-f-]{36}$/);
}

test("an editor creates a heat meter, adds readings in MWh and GJ, and sees the monthly chart and the CO2", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // 2021: a year the catalogue's HOFOR district-heating factor has a value for (34.0 g/kWh)
  const year = 2021;
  const name = `Heat meter, workshop ${Date.now()}`;
  await new SignInPage(page).signInAs("editor@demo.example");
  await openList(page);
  await page.getByRole("button", { name: "New meter" }).click();
  await page.getByRole("menuitem", { name: "Heat", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New Heat meter" })).toBeVisible();
  await page.getByRole("textbox", { name: /^name/i }).fill(name);
  await page.getByRole("combobox", { name: /^unit/i }).click();
  await page.getByRole("option", { name: "MWh", exact: true }).click();
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page).toHaveURL(/\/monitoring\/meters\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const meterPath = new URL(page.url()).pathname;

  // 3.6 GJ = 1 MWh: 363.6 GJ is 101 MWh, so February's reading adds 1 MWh to January's 100
  await addReading(page, `${year}-01-01T00:00`, "100", "MWh");
  await addReading(page, `${year}-02-01T00:00`, "363.6", "GJ");
  await addReading(page, `${year}-03-01T00:00`, "103.5", "MWh");
  const readings = page.getByRole("grid", { name: "Readings" });
  await expect(row(page, "363.6 GJ")).toContainText("1 MWh");
  await expect(readings).toContainText("2.5 MWh");

  // the district-heating factor ticked on the meter's screen
  await page.goto(`${meterPath}?year=${year}`);
  await expect(page.getByText(/No emission factor applies to this meter yet/)).toBeVisible();
  await page.getByRole("checkbox", { name: "District heating: HOFOR, Københavns Kommune (catalogue)" }).check();
  await page.getByRole("button", { name: "Save emission factors" }).click();
  await expect(new Shell(page).toast()).toContainText("The meter's emission factors are saved.");
  await expect(page.getByText("Emission factors: District heating: HOFOR, Københavns Kommune.")).toBeVisible();

  await expect(page.getByRole("img", { name: new RegExp(`^${name} per month, ${year}`) })).toBeVisible();
  await page.getByRole("button", { name: "Show as table" }).first().click();
  const table = page.getByRole("table").filter({ hasText: `${name} per month, ${year}, in MWh` });
  await expect(table.getByRole("row", { name: /^January/ })).toContainText("1");
  await expect(table.getByRole("row", { name: /^February/ })).toContainText("2.5");
  // CO2: January 1 MWh × 34 g/kWh = 34 kg, February 2.5 MWh = 85 kg
  await page.getByRole("button", { name: "Show as table" }).nth(1).click();
  const co2 = page.getByRole("table").filter({ hasText: `CO2 of ${name} per month, ${year}, in kg` });
  await expect(co2.getByRole("row", { name: /^January/ })).toContainText("34");
  await expect(co2.getByRole("row", { name: /^February/ })).toContainText("85");
});

test("a register reading below the one before is refused with the reason", async ({ page }) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs("editor@demo.example");
  await openList(page);
  await row(page, "Water main").getByRole("link").first().click();
  await page.getByRole("link", { name: "Add reading" }).click();
  await page.getByRole("textbox", { name: /^value/i }).fill("1");
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page.getByText(/lower than the previous reading/)).toBeVisible();
});

test("the meter screens speak Danish, with decimal commas", async ({ page }) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs("reader@demo.example");
  try {
    await new Shell(page).switchLanguage("Dansk");
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    await openList(page);
    await expect(row(page, "District heating, main building")).toContainText("Varme");
    await row(page, "District heating, main building").getByRole("link").first().click();
    await expect(page.getByText("Om måleren")).toBeVisible();
    // readings entered in GJ keep one decimal: written with a comma in Danish
    await expect(page.getByRole("grid", { name: "Aflæsninger" })).toContainText(/\d,\d GJ/);
    await page.getByRole("button", { name: "Vis som tabel" }).first().click();
    await expect(page.getByRole("table").first()).toContainText(/januar/);
    await expect(page.getByRole("table").first()).toContainText(/\d,\d/);
  } finally {
    await resetLanguageToEnglish(page);
  }
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("a reader sees a meter's chart and the screen fits", async ({ page }) => {
    await new SignInPage(page).signInAs("reader@demo.example");
    await openList(page);
    await expect(page.getByRole("button", { name: "New meter" })).toHaveCount(0);
    await row(page, "Wastewater outlet, total nitrogen").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Wastewater outlet, total nitrogen" })).toBeVisible();
    const chart = page.getByRole("img", { name: /Wastewater outlet, total nitrogen per month/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator("svg").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Add reading" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
