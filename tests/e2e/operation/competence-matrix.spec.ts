import { expect, test } from "../test";
import { antiForgeryToken } from "../pages/anti-forgery";
import { PHONE } from "../pages/list";
import { resetLanguageToEnglish, setLanguage } from "../pages/scope-pages";
import { SignInPage } from "../pages/sign-in-page";

// The competence matrix (issue 29) over the demo holding's people, whose requirements the seed dates
// relative to its day: Jonas Kristensen's hot work certificate has run out. A reader filters the
// grid to overdue cells and finds nothing to change; on a phone, in Danish, one member at a time.

const MATRIX = "/operation/competence";

test("a reader filters the matrix to overdue cells, and changes nothing", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto(MATRIX);
  await expect(page.getByRole("heading", { level: 1, name: "Competence matrix" })).toBeVisible();
  const grid = page.getByTestId("matrix-grid");
  await expect(grid.getByRole("columnheader", { name: "Hot work certificate" })).toBeVisible();
  // a cell nobody must fill shows a dash to the eye and says "Not required" to a screen reader
  const notRequired = grid.locator('td[data-status="NOT_REQUIRED"]').first();
  await expect(notRequired.getByText("Not required")).toBeAttached();
  expect(await notRequired.evaluate((cell) => getComputedStyle(cell, "::before").content)).toContain("–");

  // the filters stand folded until opened; by keyboard: the status, then "Show"
  await page.getByText("Filters", { exact: true }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Overdue" });
  await page.getByRole("button", { name: "Show" }).press("Enter");
  await expect(page).toHaveURL(/\/operation\/competence\?status=OVERDUE(&|$)/);
  await expect(page.getByText("Filters (1 chosen)")).toBeVisible();

  // every member left has an overdue cell, and every column one too
  const rows = grid.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.locator('td[data-status="OVERDUE"]')).not.toHaveCount(0);
  const jonas = rows.filter({ has: page.getByRole("rowheader", { name: /Jonas Kristensen/ }) });
  const columns = await grid.getByRole("columnheader").allTextContents();
  const hotWork = columns.findIndex((text) => text.startsWith("Hot work certificate"));
  await expect(jonas.locator("td").nth(hotWork - 1)).toHaveAttribute("data-status", "OVERDUE");
  await expect(jonas.locator("td").nth(hotWork - 1)).toContainText("Overdue");
  // the status in words, explained beside the grid
  await expect(page.getByRole("heading", { level: 2, name: "What the marks say" })).toBeVisible();

  // a reader may not open a member's page (MANAGE): the name shows that member's row here instead
  await expect(jonas.getByRole("link", { name: "Jonas Kristensen" })).toHaveAttribute(
    "href",
    /^\/operation\/competence\?memberId=[0-9a-f-]{36}$/,
  );
  // nothing on the screen writes: its only button applies the filters
  await expect(page.locator("#main-content").getByRole("button", { name: /^(?!Filters)/ })).toHaveText(["Show"]);
  await expect(page.getByRole("link", { name: "Export (XLSX)" })).toHaveAttribute(
    "href",
    /\/competence-matrix\?format=xlsx&status=OVERDUE$/,
  );
  // and the API behind it has nothing to write either
  const organization = /\/organizations\/([0-9a-f-]{36})\//.exec(
    (await page.getByRole("link", { name: "Export (XLSX)" }).getAttribute("href"))!,
  )![1];
  const written = await page.request.post(`/api/v1/organizations/${organization}/competence-matrix`, {
    data: {},
    headers: { "x-xsrf-token": await antiForgeryToken(page.context()) },
  });
  expect(written.status()).toBe(405);

  // the training plan keeps the screen's other filters and links each member
  await page.getByRole("link", { name: "Training plan" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Training plan" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Months" }).getByRole("link")).toHaveCount(13);
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("the matrix speaks Danish and shows one member at a time", async ({ page }) => {
    await new SignInPage(page).signInAs("reader@demo.example");
    await setLanguage(page, "da");
    try {
      await page.goto(MATRIX);
      await expect(page.locator("html")).toHaveAttribute("lang", "da");
      await expect(page.getByRole("heading", { level: 1, name: "Kompetencematrix" })).toBeVisible();
      // the members as cards, rows first: no grid on a phone
      await expect(page.getByTestId("matrix-grid")).toHaveCount(0);
      const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Jonas Kristensen" }) });
      await expect(card).toContainText("Overskredet: 1");
      await card.getByRole("link", { name: "Jonas Kristensen" }).click();
      await expect(page).toHaveURL(/memberId=[0-9a-f-]{36}/);
      await expect(page.getByRole("heading", { level: 2, name: "Jonas Kristensen" })).toBeVisible();
      const hotWork = page.getByRole("listitem").filter({ hasText: "Hot work certificate" });
      await expect(hotWork).toContainText("Overskredet");
      await expect(hotWork).toContainText(/Udløb \d/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // back to every member
      await page.getByRole("link", { name: "Alle medlemmer" }).click();
      await expect(page).toHaveURL(/\/operation\/competence$/);
    } finally {
      await resetLanguageToEnglish(page);
    }
  });
});
