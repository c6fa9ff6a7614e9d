import { expect, test } from "../test";
import { hydrated } from "../pages/hydration";
import { PHONE } from "../pages/list";
import { resetLanguageToEnglish, setLanguage } from "../pages/scope-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test.describe("on a phone, in Danish", () => {
  test.use(PHONE);

  test("an editor logs a neighbour's complaint with its response due and raises an action, which reaches the action plan", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const subject = `Støj fra lastbiler før kl. 6 ${stamp}`;
    const action = `Flyt tidlig læsning til nordporten ${stamp}`;
    await new SignInPage(page).signInAs("editor@demo.example");
    try {
      // a phone's header has no language switch: the person's setting, as the profile saves it
      await setLanguage(page, "da");
      await page.goto("/operation/communication");
      await expect(page.locator("html")).toHaveAttribute("lang", "da");
      await expect(page.getByRole("heading", { level: 1, name: "Kommunikation" })).toBeVisible();
      // the log comes first, its rows before the filters
      await expect(page.getByRole("link", { name: "Plan" })).toBeVisible();

      await page.getByRole("link", { name: "Registrér en klage" }).click();
      const form = page.getByRole("form", { name: "Registrér kommunikation" });
      await (await hydrated(form.getByRole("textbox", { name: "Emne" }))).fill(subject);
      await form.getByRole("textbox", { name: "Med (ikke i registret)" }).fill("Grundejerforeningen Industrivej Syd");
      await form
        .getByRole("textbox", { name: "Hvad der blev sagt eller skrevet" })
        .fill("Lastbiler læsses ved den sydlige port før kl. 6 flere gange om ugen.");
      // a complaint's response is due two weeks on unless changed
      await expect(form.getByText("En klage skal have en svarfrist", { exact: false })).toBeVisible();

      await form.getByRole("checkbox", { name: "Opret en handling" }).check();
      await form.getByRole("textbox", { name: "Korrigerende handling" }).fill(action);
      await form.getByRole("button", { name: "Gem" }).click();
      await expect(new Shell(page).toast()).toContainText("Gemt. Handlingen er i handlingsplanen.");

      await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
      await expect(page.getByText("Afventer svar").or(page.getByText("Svarfrist nærmer sig")).first()).toBeVisible();
      await expect(page.getByTestId("source-actions")).toContainText(action);
    } finally {
      await resetLanguageToEnglish(page);
    }

    // the manager finds the action in the action plan, with the complaint as its source
    await new Shell(page).signOut();
    await new SignInPage(page).signInAs("manager@demo.example");
    await page.goto("/planning/action-plan?source=COMMUNICATION");
    await expect(page.getByRole("link", { name: action }).first()).toBeVisible();
  });
});

test("a reader opens the log and the plan and can change nothing", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/operation/communication");
  await expect(page.getByRole("link", { name: "Log a communication" })).toHaveCount(0);
  await page.getByRole("link", { name: "Dust on parked cars after grinding" }).first().click();
  await expect(page.getByText("Answered", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);

  await page.goto("/operation/communication?view=plan");
  await page.getByRole("link", { name: "Safety committee meeting and its minutes" }).first().click();
  await expect(page.getByText("Communications logged for this line")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log a communication for this line" })).toHaveCount(0);
});
