import { photoPng } from "../../../prisma/seed/png";
import { expect, test } from "../test";
import { hydrated } from "../pages/hydration";
import { PHONE } from "../pages/list";
import { resetLanguageToEnglish, setLanguage } from "../pages/scope-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test.describe("on a phone, in Danish", () => {
  test.use(PHONE);

  test("an editor answers the planned audit's questionnaire, records a minor nonconformity with a photo, and its corrective action reaches the action plan", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const action = `Mærk affaldscontainerne og instruér holdet ${Date.now()}`;
    await new SignInPage(page).signInAs("editor@demo.example");
    try {
      // a phone's header has no language switch: the person's setting, as the profile saves it
      await setLanguage(page, "da");
      await page.goto("/evaluation/internal-audit");
      await expect(page.locator("html")).toHaveAttribute("lang", "da");
      await expect(page.getByRole("heading", { level: 1, name: "Intern audit" })).toBeVisible();
      // the coverage matrix flags clauses outside the three-year cycle
      await expect(page.getByTestId("coverage-matrix")).toContainText("Inden for cyklussen");
      await page.getByRole("link", { name: "ISO 14001: warehouse and waste area" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "ISO 14001: warehouse and waste area" })).toBeVisible();

      // the first question of the ISO 14001 checklist, answered with one thumb
      const question = page.locator('li[aria-labelledby^="question-"]').first();
      await (await hydrated(question.getByRole("button", { name: "Mindre afvigelse" }))).click();
      await question
        .getByRole("textbox", { name: "Dokumentation" })
        .fill("Registret over miljøaspekter er ikke dateret.");
      await question.locator('input[type="file"]').setInputFiles({
        name: "register.png",
        mimeType: "image/png",
        buffer: photoPng([200, 120, 40]),
      });
      await expect(question.getByText("1 foto med svaret")).toBeVisible();
      await question.getByRole("button", { name: "Gem svaret" }).click();
      await expect(new Shell(page).toast()).toContainText("Svaret er gemt.");
      await expect(question.getByText(/^Foto: /)).toBeVisible();

      // the answer becomes a finding in one step, with its corrective action
      await (await hydrated(question.getByRole("button", { name: "Registrér som fund" }))).click();
      const form = page.getByRole("form", { name: "Registrér et fund" });
      await expect(form.getByRole("textbox", { name: "Fund" })).toHaveValue(
        "Registret over miljøaspekter er ikke dateret.",
      );
      await form.getByRole("checkbox", { name: "Foreslå den korrigerende handling nu" }).check();
      await form.getByRole("textbox", { name: "Korrigerende handling" }).fill(action);
      await form.getByRole("button", { name: "Gem fundet" }).click();
      await expect(new Shell(page).toast()).toContainText("Fundet er gemt.");
      const findings = page.getByTestId("audit-findings");
      await expect(findings).toContainText("Mindre afvigelse");
      await expect(findings).toContainText("Registret over miljøaspekter er ikke dateret.");
      await expect(findings).toContainText(action);
      await expect(findings).toContainText("Foto");
    } finally {
      await resetLanguageToEnglish(page);
    }

    // the manager finds it in the action plan, with the finding as its source
    await new Shell(page).signOut();
    await new SignInPage(page).signInAs("manager@demo.example");
    await page.goto("/planning/action-plan?source=FINDING");
    await expect(page.getByRole("link", { name: action }).first()).toBeVisible();
  });
});

test("a manager closes an audit only once its nonconformities have actions, and the report downloads", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Audit of the office ${Date.now()}`;
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/evaluation/internal-audit/new");
  const form = page.getByRole("form", { name: "Plan an audit" });
  await (await hydrated(form.getByRole("textbox", { name: "Audit", exact: true }))).fill(title);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(new Shell(page).toast()).toContainText("The audit is saved.");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await (await hydrated(page.getByRole("button", { name: "Record a finding" }))).click();
  const finding = page.getByRole("form", { name: "Record a finding" });
  await finding.getByRole("textbox", { name: "Finding" }).fill("The first-aid kit in the office is out of date.");
  await finding.getByRole("button", { name: "Save the finding" }).click();
  await expect(page.getByTestId("audit-findings")).toContainText("Needs a corrective action before the audit closes");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Close the audit" }).click();
  await expect(new Shell(page).toast()).toContainText("1 nonconformity has no corrective action yet.");

  await page.getByRole("link", { name: "Add a corrective action" }).click();
  const actionForm = page.getByRole("form", { name: "New action" });
  await (await hydrated(actionForm.getByRole("textbox", { name: "Action" }))).fill("Replace the first-aid kit");
  await actionForm.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/evaluation\/internal-audit\/[0-9a-f-]{36}(#finding-[0-9a-f-]{36})?$/);

  page.once("dialog", (dialog) => void dialog.accept());
  await (await hydrated(page.getByRole("button", { name: "Close the audit" }))).click();
  await expect(new Shell(page).toast()).toContainText("The audit is closed.");
  await expect(page.getByText(/^Closed .* by Mette Manager$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Record a finding" })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the report (PDF)" }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^${title} \\d{4}\\.pdf$`));
});

test("a reader opens the evaluation screens and can change nothing", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/evaluation/internal-audit");
  await expect(page.getByRole("link", { name: "Plan an audit" })).toHaveCount(0);
  await page.getByRole("link", { name: "ISO 45001: whole site" }).first().click();
  await expect(page.getByTestId("audit-findings")).toContainText(
    "No evacuation drill was held in the past twelve months.",
  );
  await expect(page.getByRole("button", { name: /Record a finding|Save the answer|Close the audit/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);

  await page.goto("/evaluation/compliance-evaluation");
  await expect(page.getByRole("link", { name: "Start a round" })).toHaveCount(0);
  await page
    .getByRole("link", { name: /^Compliance evaluation \d{4}$/ })
    .first()
    .click();
  await expect(page.getByTestId("round-progress")).toContainText("evaluated");
  await expect(page.getByRole("button", { name: "Sign off the round" })).toHaveCount(0);

  await page.goto("/evaluation/questionnaires");
  await expect(page.getByRole("link", { name: "Safety round" }).first()).toBeVisible();
});
