import { expect, test } from "../test";
import { photoPng } from "../../../prisma/seed/png";
import { antiForgeryToken } from "../pages/anti-forgery";
import { hydrated } from "../pages/hydration";
import { PHONE } from "../pages/list";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("a manager plans an action, moves it on the board by keyboard, and the responsible editor completes it on a phone in Danish with a photo", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Fit a light curtain to press 2 ${Date.now()}`;
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/planning/action-plan");
  await expect(page.getByRole("heading", { level: 1, name: "Action plan" })).toBeVisible();
  await page.getByRole("link", { name: "New action" }).click();
  const form = page.getByRole("form", { name: "New action" });
  await hydrated(form.getByRole("textbox", { name: "Action", exact: true }));
  await form.getByRole("textbox", { name: "Action", exact: true }).fill(title);
  await form.getByRole("combobox", { name: "Priority" }).click();
  await page.getByRole("option", { name: "High" }).click();
  await form.getByRole("combobox", { name: "Responsible" }).fill("Erik");
  await page.getByRole("option", { name: /Erik Editor/ }).click();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/planning\/action-plan\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const actionUrl = page.url();

  // the board: the new card under "Planned", moved to "In progress" with the keyboard alone
  // the board applies the list's filters: searched for, the new card is among the few shown
  await page.goto(`/planning/action-plan?view=board&q=${encodeURIComponent(title)}`);
  const card = page.locator("[data-action-card]").filter({ hasText: title });
  const planned = page.getByRole("region", { name: /^Planned/ });
  await expect(planned.locator("[data-action-card]").filter({ hasText: title })).toBeVisible();
  const move = await hydrated(card.getByRole("button", { name: `Move "${title}"` }));
  await move.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Move to In progress" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(new Shell(page).toast()).toContainText(`"${title}" is now In progress.`);
  await expect(
    page
      .getByRole("region", { name: /^In progress/ })
      .locator("[data-action-card]")
      .filter({ hasText: title }),
  ).toBeVisible();

  // the responsible editor, on a 390 px phone in Danish
  const phone = await browser.newContext({ ...PHONE });
  const editorPage = await phone.newPage();
  await new SignInPage(editorPage).signInAs("editor@demo.example");
  const headers = { "x-xsrf-token": await antiForgeryToken(phone) };
  expect((await editorPage.request.patch("/api/v1/user", { data: { language: "da" }, headers })).status()).toBe(200);
  try {
    await editorPage.goto(actionUrl);
    await expect(editorPage.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(editorPage.getByText("Du er ansvarlig for denne handling.")).toBeVisible();
    const progress = editorPage.getByRole("form", { name: "Fremdrift" });
    await (await hydrated(progress.getByRole("button", { name: "Udført i dag" }))).click();
    await progress.getByTestId("document-add-input").setInputFiles({
      name: "lysgardin.png",
      mimeType: "image/png",
      buffer: photoPng([40, 120, 200]),
    });
    await progress.getByRole("textbox", { name: "Hvad der blev gjort" }).fill("Lysgardin monteret og afprøvet.");
    await progress.getByRole("button", { name: "Gem fremdrift" }).click();
    await expect(new Shell(editorPage).toast()).toContainText("Fremdriften er gemt.");
    await editorPage.reload();
    await expect(editorPage.getByText("Udført", { exact: true }).first()).toBeVisible();
    await expect(editorPage.getByRole("link", { name: /lysgardin\.png/ })).toBeVisible();
    expect(await editorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await editorPage.request.patch("/api/v1/user", { data: { language: "en" }, headers });
    await phone.close();
  }

  // the manager's plan shows it done, in the list filtered to done actions
  await page.goto(`/planning/action-plan?status=DONE&q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("a reader finds no action plan and cannot open it", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/planning/action-plan");
  await expect(page).toHaveURL(/\/unauthorized/);
});
