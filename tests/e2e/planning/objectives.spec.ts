import { expect, test, type Page } from "../test";
import { hydrated } from "../pages/hydration";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

// the organization's months are Copenhagen's: readings typed at midnight there close a month exactly
test.use({ timezoneId: "Europe/Copenhagen" });

async function addReading(page: Page, at: string, value: string) {
  await page.getByRole("link", { name: "Add reading" }).click();
  await page.getByLabel(/^read at/i).fill(at);
  await page.getByRole("textbox", { name: /^value/i }).fill(value);
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(new Shell(page).toast()).toContainText("The reading was added.");
  await expect(page).toHaveURL(/\/monitoring\/meters\/[0-9a-f-]{36}$/);
}

/** The last whole month's value in the table behind the objective's chart. */
async function lastMonthValue(page: Page) {
  await page.getByText("The figures behind the chart").click();
  const row = page.getByTestId("objective-progress").getByRole("row").nth(1);
  return (await row.getByRole("cell").nth(1).textContent())?.trim();
}

test("an objective's chart moves when a meter reading is added", async ({ page }) => {
  test.setTimeout(150_000);
  const today = new Date();
  const baseline = today.getFullYear() - 2;
  const thisMonth = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-01T00:00`;
  await new SignInPage(page).signInAs("manager@demo.example");

  // a heat meter of its own: 12 MWh in the baseline year, nothing since
  const name = `Heat, test hall ${Date.now()}`;
  await page.goto("/monitoring/meters");
  await page.getByRole("button", { name: "New meter" }).click();
  await page.getByRole("menuitem", { name: "Heat", exact: true }).click();
  await page.getByRole("textbox", { name: /^name/i }).fill(name);
  await page.getByRole("combobox", { name: /^unit/i }).click();
  await page.getByRole("option", { name: "MWh", exact: true }).click();
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const meterPath = new URL(page.url()).pathname;
  await addReading(page, `${baseline}-01-01T00:00`, "100");
  await addReading(page, `${baseline + 1}-01-01T00:00`, "112");

  // the objective on it: the baseline is read from the meter (12 000 kWh)
  await page.goto("/planning/objectives/new");
  const form = page.getByRole("form", { name: "New objective" });
  const title = `Less heat ${Date.now()}`;
  await (await hydrated(form.getByRole("textbox", { name: "Objective", exact: true }))).fill(title);
  await form.getByRole("combobox", { name: "KPI" }).click();
  await page.getByRole("option", { name: "Energy of chosen meters" }).click();
  await form.getByRole("combobox", { name: "Meters" }).fill(name.slice(0, 16));
  await page.getByRole("option", { name }).click();
  await form.getByRole("spinbutton", { name: "Baseline year" }).fill(String(baseline));
  await form.getByRole("textbox", { name: "Target value" }).fill("10000");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(new Shell(page).toast()).toContainText("The objective is saved.");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("12,000 kWh").first()).toBeVisible();
  const objectivePath = new URL(page.url()).pathname;
  // nothing read since the baseline year: the last whole month has no value yet
  expect(await lastMonthValue(page)).toBe("–");

  // a reading at the start of this month shares its quantity over the months since the last one
  await page.goto(meterPath);
  await addReading(page, thisMonth, "113");
  await page.goto(objectivePath);
  expect(await lastMonthValue(page)).toMatch(/^[\d,.]+ kWh$/);
  await expect(page.getByTestId("objective-status")).toContainText(/On track|At risk|Off track/);
});

test("the dashboard names the objectives off track, and the demo's objectives read their figures", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  // accidents with an injury in the last twelve months against a target of none
  const offTrack = page.getByTestId("objectives-off-track");
  await expect(offTrack).toContainText("Zero accidents in which someone is hurt");
  await offTrack.getByRole("link", { name: "Zero accidents in which someone is hurt" }).click();
  await expect(page.getByTestId("objective-status")).toContainText("Off track");
  await page.goto("/planning/objectives");
  await expect(page.getByRole("heading", { level: 1, name: "Objectives" })).toBeVisible();
  const grid = page.getByRole("grid", { name: "Objectives" });
  await expect(grid).toContainText("Cut electricity use by 10 % by 2027");
  await expect(grid).toContainText("Recycle at least 70 % of our waste");
  await page.getByRole("link", { name: "Phase out one CMR chemical" }).first().click();
  await expect(page.getByTestId("objective-values")).toContainText("Mette Manager");
  await expect(page.getByTestId("objective-status")).toBeVisible();
});

test("a reader sees the objectives of a meter on its screen and cannot open them", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/monitoring/meters");
  await page.getByRole("link", { name: "Main electricity meter, production hall" }).first().click();
  const objectives = page.getByTestId("record-objectives");
  await expect(objectives).toContainText("Cut electricity use by 10 % by 2027");
  await expect(objectives).toContainText(/Latest value: [\d,.]+ kWh/);
  await expect(objectives.getByRole("link")).toHaveCount(0);
});
