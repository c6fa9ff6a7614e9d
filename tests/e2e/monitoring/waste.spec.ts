import { expect, test, type Page } from "../test";
import { SignInPage } from "../pages/sign-in-page";
import { Shell } from "../pages/shell";
import { PHONE } from "../pages/list";

const LIST = "/monitoring/waste";
const ACCOUNT = "/monitoring/waste?view=account";

/** The account's total of the year, in tonnes, as the key figure shows it ("1,234.5 t"). */
async function totalTonnes(page: Page) {
  await page.goto(ACCOUNT);
  const text = await page.locator('[data-figure="Total"]').innerText();
  return Number(text.replace(/[^0-9.]/g, ""));
}

async function chooseOption(page: Page, field: RegExp, option: string | RegExp) {
  await page.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option }).click();
}

test("an editor adds a handler with two arrangements, registers a collection, and sees the account change", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Vestkyst Genbrug ${Date.now()}`;
  await new SignInPage(page).signInAs("editor@demo.example");
  const before = await totalTonnes(page);

  await page.goto(LIST);
  await page.getByRole("link", { name: "New waste handler" }).click();
  await page.getByLabel(/own stakeholder/i).check();
  await page.getByRole("textbox", { name: /^name/i }).fill(name);
  await chooseOption(page, /^type/i, "Supplier");
  await page.getByRole("textbox", { name: /^approval or registration number/i }).fill("DK-AF-9001");
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page).toHaveURL(/\/monitoring\/waste\/[0-9a-f-]{36}\/edit$/);
  await expect(new Shell(page).toast()).toContainText(`${name} was created.`);
  const handlerUrl = page.url();

  // a cardboard baler weighed in kilograms, and a container registered in m³ with its density
  for (const arrangement of [
    { name: "Cardboard baler", type: "15 01 01", treatment: /^R3:/, unit: "Kilograms (kg)" },
    { name: "Mixed waste container", type: "20 03 01", treatment: /^R1:/, unit: "Cubic metres (m³)", density: "150" },
  ]) {
    await page.goto(handlerUrl);
    await page.getByRole("link", { name: "New arrangement" }).click();
    await page.getByRole("textbox", { name: /^name/i }).fill(arrangement.name);
    await page.getByRole("combobox", { name: /^waste type/i }).fill(arrangement.type);
    await page.getByRole("option", { name: new RegExp(`^${arrangement.type}`) }).click();
    await chooseOption(page, /^treatment/i, arrangement.treatment);
    await chooseOption(page, /^quantities are registered in/i, arrangement.unit);
    if (arrangement.density) await page.getByRole("textbox", { name: /^density/i }).fill(arrangement.density);
    await page.getByRole("button", { name: /^save$/i }).click();
    await expect(page.getByRole("heading", { level: 1, name: arrangement.name })).toBeVisible();
  }

  await page.goto(handlerUrl);
  await page.getByRole("link", { name: "Register a collection" }).click();
  await page.getByRole("textbox", { name: /^cardboard baler \(kg\)/i }).fill("1500");
  await page.getByRole("textbox", { name: /^mixed waste container \(m³\)/i }).fill("10");
  await page.getByRole("textbox", { name: /^note/i }).fill("Weighbill 4711");
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page).toHaveURL(handlerUrl);
  await expect(page.getByText("Weighbill 4711")).toBeVisible();

  // 1.5 t of cardboard and 10 m³ at 150 kg/m³ = 3 t more this year
  expect(await totalTonnes(page)).toBeCloseTo(before + 3, 3);
  await expect(page.getByRole("table", { name: /by waste handler/i })).toContainText(name);
});

test("a reader sees the waste handlers and the account but edits nothing", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto(LIST);
  await expect(page.getByRole("heading", { level: 1, name: "Waste" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Nordjysk Jern & Metal ApS" });
  await expect(row).toContainText("DK-AF-1187");
  await expect(row.getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "New waste handler" })).toHaveCount(0);
  await page.goto(ACCOUNT);
  await expect(page.getByRole("table", { name: /by treatment/i })).toBeVisible();
  await page.goto(`${LIST}/new/edit`);
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("the waste account renders and fits", async ({ page }) => {
    await new SignInPage(page).signInAs("reader@demo.example");
    await page.goto(ACCOUNT);
    await expect(page.getByRole("heading", { name: /^waste account \d{4}$/i })).toBeVisible();
    await expect(page.locator('[data-figure="Recycling rate"]')).toContainText("%");
    await expect(
      page
        .locator("svg")
        .filter({ has: page.locator("rect") })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/quantities that cannot be added in tonnes/i)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
