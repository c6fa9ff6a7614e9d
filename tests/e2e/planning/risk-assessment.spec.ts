import { expect, test } from "../test";
import { hydrated } from "../pages/hydration";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("a manager assesses a registered chemical, adds a substitution control, and finds it in the action plan and on the heat map", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/planning/risk-assessment");
  await expect(page.getByRole("heading", { level: 1, name: "Risk assessment" })).toBeVisible();
  await page.getByRole("link", { name: "Assess a chemical" }).click();

  // the epoxy coating of the paint shop: its hazards come from its hazard statements
  const start = page.getByRole("form", { name: "Assess a registered chemical" });
  const picker = await hydrated(start.getByRole("combobox", { name: "Registered chemical" }));
  await picker.click();
  await page.getByRole("option", { name: "Epoxy resin 2K, component A" }).click();
  await start.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/planning\/risk-assessment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Epoxy resin 2K, component A");
  const skin = page
    .getByRole("article")
    .filter({ hasText: /^Skin contact/ })
    .first();
  await expect(skin).toBeVisible();
  await expect(page.getByRole("link", { name: "Workplace instruction" })).toBeVisible();

  // a substitution control, from the hazard's card
  await skin.getByRole("link", { name: "Add control" }).click();
  const form = page.getByRole("form", { name: "New action" });
  await hydrated(form.getByRole("textbox", { name: "Action", exact: true }));
  const control = `Solvent-free epoxy instead ${Date.now()}`;
  await form.getByRole("textbox", { name: "Action", exact: true }).fill(control);
  await form.getByRole("combobox", { name: "Level of control" }).click();
  await page.getByRole("option", { name: "Substitution" }).click();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(new Shell(page).toast()).toContainText("The action is saved.");
  await expect(page).toHaveURL(/\/planning\/risk-assessment\/[0-9a-f-]{36}#hazard-/);
  await expect(page.getByRole("article").filter({ hasText: control })).toContainText("Substitution");

  // in the action plan, from its hazard
  await page.goto(`/planning/action-plan?source=HAZARD&q=${encodeURIComponent(control)}`);
  await expect(page.getByRole("link", { name: control })).toBeVisible();

  // on the heat map: the epoxy's skin hazard scores 3×3 before its controls (H317); the cell's link opens it
  await page.goto("/planning/risk-assessment");
  const cell = page.getByTestId("heat-map").locator('[data-cell="3x3"]');
  await expect(cell).toContainText(/\d+ before/);
  await cell.getByRole("link", { name: /^\d+ before · 3×3$/ }).click();
  await expect(page).toHaveURL(/likelihood=3&severity=3&stage=inherent/);
  await expect(page.getByRole("link", { name: /^Skin contact.*Epoxy resin 2K, component A/ }).first()).toBeVisible();
});

test("a reader sees a machine's risks and can change none of them, nor open the planning", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/monitoring/machines");
  await page.getByRole("link", { name: "Eccentric press" }).click();
  const risks = page.getByTestId("record-risks");
  await expect(risks.getByRole("article", { name: "Hands caught in the press tool" })).toBeVisible();
  await expect(risks).toContainText("Light curtain at the press front");
  await expect(risks.getByRole("link", { name: "Edit hazard" })).toHaveCount(0);
  await expect(risks.getByRole("link", { name: "Add control" })).toHaveCount(0);
  await expect(risks.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await page.goto("/planning/risk-assessment");
  await expect(page).toHaveURL(/\/unauthorized/);
});

test("a manager compares an assessment's revisions: what the review changed is marked", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/planning/risk-assessment");
  await page.getByRole("link", { name: "Production hall: press line and forklift traffic" }).first().click();
  await page.getByRole("link", { name: "Compare revisions" }).click();
  await expect(page).toHaveURL(/\/planning\/risk-assessment\/[0-9a-f-]{36}\/versions$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Production hall: press line");
  // revision 1 had the light curtain planned; the review found it done
  await expect(page.getByTestId("diff-removed").locator("del")).toContainText(["PLANNED"]);
  await expect(page.getByTestId("diff-added").locator("ins")).toContainText(["DONE"]);
  await expect(page.getByText(/Revision 2 \(Mette Manager, .*\): Reviewed: the progress/)).toBeVisible();
});
