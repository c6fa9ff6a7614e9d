import { expect, test } from "../test";
import { hydrated } from "../pages/hydration";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("a manager reads the aspect register, the measured figures behind an aspect, and rates it again", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/planning/aspects");
  await expect(page.getByRole("heading", { level: 1, name: "Environmental aspects" })).toBeVisible();
  // the chart's table: the boiler and the paint shop's solvents are significant, the vans and the refrigerant not
  const air = page.getByTestId("aspect-categories").getByRole("row", { name: /^Emissions to air/ });
  await expect(air.getByRole("cell")).toHaveText(["Emissions to air", "2", "2"]);

  await page.getByRole("link", { name: "Electricity for the press line and welding" }).first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Electricity for the press line and welding" }),
  ).toBeVisible();
  await expect(page.getByTestId("aspect-significance")).toContainText("Significant");
  await expect(page.getByTestId("aspect-significance")).toContainText("Score 11 of 16 (significant from 10)");
  // the figures of its meter: consumption in kWh for the last twelve months and the twelve before
  const meter = page.getByTestId("aspect-evidence").getByRole("row").filter({ hasText: "Consumption" });
  await expect(meter).toContainText("Main electricity meter, production hall");
  await expect(meter.getByRole("cell").nth(2)).toHaveText(/^[\d.,]+ kWh$/);
  await expect(page.getByTestId("source-actions")).toContainText("Survey and repair compressed-air leaks");

  // rated again: less quantity makes it no longer significant, computed as the steps are chosen
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  const form = page.getByRole("form", { name: "Edit environmental aspect" });
  const quantity = await hydrated(form.getByRole("combobox", { name: "Frequency or quantity" }));
  await expect(form.getByTestId("significance-preview")).toHaveText(
    "Score 11 of 16 (significant from 10): Significant",
  );
  await quantity.click();
  await page.getByRole("option", { name: "3 · Regular or medium" }).click();
  await expect(form.getByTestId("significance-preview")).toHaveText(
    "Score 9 of 16 (significant from 10): Not significant",
  );
  await form.getByRole("button", { name: "Save" }).click();
  await expect(new Shell(page).toast()).toContainText("The aspect is saved.");
  await expect(page.getByTestId("aspect-significance")).toContainText("Not significant");
  await expect(page.getByTestId("aspect-significance")).toContainText("Score 9 of 16");
});

test("a reader sees a meter's aspects read-only and cannot open the planning", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/monitoring/meters");
  await page.getByRole("link", { name: "Natural gas, process boiler" }).first().click();
  const aspects = page.getByTestId("record-aspects");
  await expect(aspects).toContainText("Natural gas combustion in the process boiler");
  await expect(aspects).toContainText("Significant");
  await expect(aspects.getByRole("link")).toHaveCount(0);
  await page.goto("/planning/aspects");
  await expect(page).toHaveURL(/\/unauthorized/);
});
