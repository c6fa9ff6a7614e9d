import { expect, test, type Page } from "../test";
import { hydrated } from "../pages/hydration";
import { PHONE } from "../pages/list";
import { resetLanguageToEnglish, setLanguage } from "../pages/scope-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

const WALK = "Monthly safety walk, production hall";

/** A GET of the API in the signed-in browser. */
async function read<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.ok(), path).toBe(true);
  return answer.json();
}

/** The demo safety walk's pending inspection, answered with the system's safety round. */
async function pendingWalk(page: Page) {
  const holding = (await read<{ id: string }>(page, "/api/v1/organizations")).id;
  const api = `/api/v1/organizations/${holding}`;
  const agreements = await read<{ content: { id: string; title: string }[] }>(
    page,
    `${api}/agreements?q=${encodeURIComponent(WALK)}`,
  );
  const agreement = agreements.content.find((row) => row.title === WALK)!;
  const pending = await read<{ content: { id: string }[] }>(
    page,
    `${api}/inspections?agreement_id=${agreement.id}&status=PENDING`,
  );
  return { agreementId: agreement.id, inspectionId: pending.content[0].id };
}

test.describe("on a phone, in Danish", () => {
  test.use(PHONE);

  test("an editor answers the safety walk question by question, raises an action from a blocked escape route, and the manager finds it in the action plan", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const action = `Ryd flugtvejen ved port 3 og afmærk den på gulvet ${Date.now()}`;
    await new SignInPage(page).signInAs("editor@demo.example");
    const { agreementId, inspectionId } = await pendingWalk(page);
    try {
      // a phone's header has no language switch: the person's setting, as the profile saves it
      await setLanguage(page, "da");

      // the agreement names its questionnaire, linked
      await page.goto(`/monitoring/control-book/agreements/${agreementId}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "da");
      await expect(page.getByRole("heading", { level: 1, name: WALK })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sikkerhedsrunde" })).toBeVisible();

      await page.goto(`/monitoring/control-book/inspections/${inspectionId}`);
      await expect(page.getByRole("heading", { level: 1, name: WALK })).toBeVisible();
      const questions = page.getByRole("region", { name: "Spørgsmål" });
      await expect(questions).toContainText("Sikkerhedsrunde");

      // a question in good order, answered with one thumb
      const walkways = questions.locator('li[aria-labelledby="question-walkways-clear"]');
      await (await hydrated(walkways.getByRole("button", { name: "Ja", exact: true }))).click();
      await walkways.getByRole("button", { name: "Gem svaret" }).click();
      await expect(new Shell(page).toast()).toContainText("Svaret er gemt.");
      await expect(walkways.getByText(/^Besvaret af: /)).toBeVisible();

      // a blocked escape route: "no", the evidence and the corrective action in one save
      const escape = questions.locator('li[aria-labelledby="question-escape-routes"]');
      await (await hydrated(escape.getByRole("button", { name: "Nej", exact: true }))).click();
      await escape.getByRole("textbox", { name: "Dokumentation" }).fill("To paller i flugtvejen ved port 3.");
      await escape.getByRole("checkbox", { name: "Opret en handling" }).check();
      await escape.getByRole("textbox", { name: "Korrigerende handling" }).fill(action);
      await escape.getByRole("button", { name: "Gem svaret" }).click();
      await expect(new Shell(page).toast()).toContainText("Svaret er gemt, og handlingen står i handlingsplanen.");
      // the inspection lists its action, and the answer its evidence
      await expect(page.getByTestId("source-actions")).toContainText(action);
      await expect(escape.getByRole("textbox", { name: "Dokumentation" })).toHaveValue(
        "To paller i flugtvejen ved port 3.",
      );
      await expect(questions).toContainText("2 af");
    } finally {
      await resetLanguageToEnglish(page);
    }

    // the manager finds it in the action plan with the inspection as its source, linked back
    await new Shell(page).signOut();
    await new SignInPage(page).signInAs("manager@demo.example");
    await page.goto("/planning/action-plan?source=INSPECTION");
    await page.getByRole("link", { name: action }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: action })).toBeVisible();
    await page.getByRole("link", { name: `Inspection: ${WALK}` }).click();
    await expect(page).toHaveURL(new RegExp(`/monitoring/control-book/inspections/${inspectionId}$`));
  });
});

test("a done inspection shows its answers as they were recorded, with nothing to change", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  const { agreementId } = await pendingWalk(page);
  const holding = (await read<{ id: string }>(page, "/api/v1/organizations")).id;
  const done = await read<{ content: { id: string }[] }>(
    page,
    `/api/v1/organizations/${holding}/inspections?agreement_id=${agreementId}&status=DONE`,
  );
  await page.goto(`/monitoring/control-book/inspections/${done.content[0].id}`);
  const questions = page.getByRole("region", { name: "Questions" });
  await expect(questions).toContainText("The inspection is done: its answers stay as they were recorded.");
  await expect(questions).toContainText("Two pallets in the escape route by gate 3.");
  await expect(questions.getByRole("button", { name: "Save the answer" })).toHaveCount(0);
  await expect(page.getByTestId("source-actions")).toContainText(
    "Keep the escape route by gate 3 clear and mark it on the floor",
  );
});
