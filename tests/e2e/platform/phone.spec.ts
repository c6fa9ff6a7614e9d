import { expect, test, type Locator, type Page } from "../test";
import { PEOPLE } from "../pages/people-pages";
import { SignInPage } from "../pages/sign-in-page";
import { antiForgeryToken } from "../pages/anti-forgery";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { cards, DESK, listRecord, PHONE } from "../pages/list";

// A phone of 390 px: lists and detail tables as cards, no data grid loaded, the rows within the first
// screen, the quick actions clear of the content. (No screen overflowing sideways is checked on every screen by accessibility.spec.)
test.use(PHONE);

const overlaps = async (a: Locator, b: Locator) => {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
};

test("a member's requirements are cards on a phone, not a table wider than the screen", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto(`${PEOPLE}?tab=members`);
  await page.getByRole("link", { name: "Jonas Kristensen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jonas Kristensen");
  await expect(page.locator("[data-requirement-card]").first()).toBeVisible();
  await expect(page.locator("table")).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("lists are cards of their key facts on a phone, which loads no data grid; a desk gets the grid", async ({
  page,
  browser,
}) => {
  const scripts: string[] = [];
  const listen = (target: Page) =>
    target.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
  listen(page);
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto(`${PEOPLE}?tab=members`);
  await expect(cards(page).first()).toBeInViewport();
  const jonas = listRecord(page, "Jonas Kristensen");
  await expect(jonas.getByText("Competences")).toBeVisible();
  await expect(jonas.getByRole("link", { name: "Jonas Kristensen" })).toBeVisible();
  await expect(page.getByRole("grid")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((script) => script.includes("MuiDataGrid"))).toHaveLength(0);

  // the same screen on a desk loads the grid, which the check above would have found
  const desk = await browser.newPage(DESK);
  try {
    await desk.context().addCookies(await page.context().cookies());
    listen(desk);
    await desk.goto(`${PEOPLE}?tab=members`);
    await expect(desk.getByRole("grid")).toBeVisible();
    await expect(desk.locator("[data-list-card]")).toHaveCount(0);
    await desk.waitForLoadState("networkidle");
    expect(scripts.filter((script) => script.includes("MuiDataGrid")).length).toBeGreaterThan(0);
  } finally {
    await desk.close();
  }
});

test("in Danish, the event list, the chemical register and the dashboard show their first row within the first screen", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  const changed = await page.request.patch("/api/v1/user", {
    data: { language: "da" },
    headers: { "x-xsrf-token": await antiForgeryToken(page.context()) },
  });
  expect(changed.status()).toBe(200);
  try {
    await page.goto("/evaluation/event-handling");
    await expect(page.getByRole("heading", { level: 1, name: "Hændelseshåndtering" })).toBeVisible();
    await expect(cards(page).first()).toBeInViewport();
    // the statistics come after the rows
    const statistics = page.getByRole("region", { name: "Statistik" });
    expect((await statistics.boundingBox())!.y).toBeGreaterThan((await cards(page).last().boundingBox())!.y);
    // the filters wait behind one button, which counts those set
    await page.getByRole("button", { name: "Filtre" }).click();
    const sheet = page.getByRole("dialog", { name: "Filtre" });
    await sheet.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Lukket" }).click();
    await expect(page).toHaveURL(/status=CLOSED/);
    await sheet.getByRole("button", { name: "Vis resultater" }).click();
    await expect(page.getByRole("button", { name: "Filtre (1)" })).toBeVisible();
    await expect(cards(page).first()).toContainText("Lukket");
    for (const card of await cards(page).all()) await expect(card).toContainText("Lukket");

    await page.goto("/chemicals/my-chemicals");
    await expect(page.getByRole("heading", { level: 1, name: "Mine kemikalier" })).toBeVisible();
    await expect(cards(page).first()).toBeInViewport();
    await expect(cards(page).first()).toContainText("Sikkerhedsdatablad");

    await page.goto("/dashboard?who=everyone");
    const overdue = page.getByRole("region", { name: "Overskredet" });
    await expect(overdue.getByRole("listitem").first()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  } finally {
    await resetLanguageToEnglish(page);
  }
});

test("the quick actions button never covers rows or the pager", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto(`${PEOPLE}?tab=members`);
  const button = page.getByRole("button", { name: "Quick actions" });
  const pager = page.getByRole("navigation", { name: "Pages" });
  await pager.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(pager).toBeVisible();
  expect(await overlaps(button, pager)).toBe(false);
  for (const card of await cards(page).all()) {
    if (await card.isVisible()) expect(await overlaps(button, card)).toBe(false);
  }
  // halfway down, whatever scrolls past the button's height is behind the bar it sits on
  await page.mouse.wheel(0, -250);
  const box = (await button.boundingBox())!;
  const behind = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest("[data-list-card], nav[aria-label=Pages]") ?? null,
    [box.x - 40, box.y + box.height / 2],
  );
  expect(behind).toBeNull();
});
