import { expect, test, type Locator } from "../test";
import { PEOPLE } from "../pages/people-pages";
import { SignInPage } from "../pages/sign-in-page";

// A phone of 390 px: detail tables as cards, grids with their key columns, the quick actions clear
// of the content. (No screen overflowing sideways is checked on every screen by accessibility.spec.)
test.use({ viewport: { width: 390, height: 844 } });

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

test("grids show their key columns, status included, on a phone", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto(`${PEOPLE}?tab=members`);
  await expect(page.getByRole("columnheader", { name: "Name" })).toBeInViewport();
  await expect(page.getByRole("columnheader", { name: "Competences" })).toBeInViewport();
  await page.goto(`${PEOPLE}?tab=competences`);
  await expect(page.getByRole("columnheader", { name: "Status" })).toBeInViewport();
});

test("the quick actions button never covers rows or the pager", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto(`${PEOPLE}?tab=members`);
  const button = page.getByRole("button", { name: "Quick actions" });
  const pager = page.locator(".MuiTablePagination-root");
  await pager.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(pager).toBeVisible();
  expect(await overlaps(button, pager)).toBe(false);
  for (const row of await page.getByRole("row").all()) {
    if (await row.isVisible()) expect(await overlaps(button, row)).toBe(false);
  }
  // halfway down, whatever scrolls past the button's height is behind the bar it sits on
  await page.mouse.wheel(0, -250);
  const box = (await button.boundingBox())!;
  const behind = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest("[role=row], .MuiTablePagination-root") ?? null,
    [box.x - 40, box.y + box.height / 2],
  );
  expect(behind).toBeNull();
});
