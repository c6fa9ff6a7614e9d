import { expect, test } from "../test";
import { SignInPage } from "../pages/sign-in-page";

type Value = { startDate: string; endDate: string | null; value: string };

test("a maintainer adds a factor value for next year", async ({ page }) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs("admin@demo.example");
  const detailed = async () =>
    (await (await page.request.get("/api/v1/emission-factors/detailed?q=Kredsl%C3%B8b")).json()).content[0] as {
      id: string;
      values: Value[];
    };
  const before = await detailed();
  const lastYear = Number(before.values.at(-1)!.startDate.slice(0, 4));

  await page.goto("/admin/emission-factors?q=Kredsl%C3%B8b");
  // the catalogue shows each factor with its value now, or its latest one, and the unit
  const row = page.getByRole("row").filter({ hasText: "District heating: Kredsløb, Aarhus" });
  await expect(row).toContainText("g/kWh");
  await row.getByRole("link", { name: "District heating: Kredsløb, Aarhus" }).click();

  await expect(page.getByRole("group", { name: `Value ${before.values.length}` })).toBeVisible();
  await page.getByRole("button", { name: "Add next year" }).click();
  const next = page.getByRole("group", { name: `Value ${before.values.length + 1}` });
  // a decimal comma is read as the point
  await next.getByRole("textbox", { name: /^value/i }).fill("44,1");
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page).toHaveURL(/\/admin\/emission-factors$/);

  // the new value follows the last one: the next calendar year, in the same units
  const after = await detailed();
  expect(after.values.slice(0, -1)).toEqual(before.values);
  expect(after.values.at(-1)).toMatchObject({
    startDate: `${lastYear + 1}-01-01`,
    endDate: `${lastYear + 1}-12-31`,
    value: "44.1",
  });
});
