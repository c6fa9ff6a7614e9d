import { expect, test, type Page } from "../test";
import { antiForgeryToken } from "../pages/anti-forgery";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { SignInPage } from "../pages/sign-in-page";
import { PHONE } from "../pages/list";

// The dashboard's overdue block, grouped by module with counts that open what they count, and the
// full due list behind "Show all": the demo's holding and subsidiary keep the same products, so a
// stale sheet of both is one line naming both, and a missing sheet reads "Missing".

const HOLDING = "Nordic Demo Holding A/S";
const SUBSIDIARY = "Nordic Demo Production ApS";

const overdueBlock = (page: Page) => page.getByRole("region", { name: /^(Overdue|Overskredet)$/ });
const line = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

test("a count opens its module's overdue lines, folded across organizations, and 'Show all' the full list", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/dashboard?who=everyone");
  const sheets = overdueBlock(page).getByRole("link", { name: /^Safety data sheets: \d+$/ });
  await expect(sheets).toBeVisible();
  const count = Number((await sheets.textContent())!.split(": ")[1]);
  // the sheets of the subsidiary are counted too, which the register's own list does not show
  await sheets.click();
  await expect(page).toHaveURL(/\/dashboard\/due\?who=everyone&status=OVERDUE&source=safetyDataSheets$/);
  await expect(page.getByRole("heading", { level: 1, name: "Due and overdue" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `${count} lines` })).toBeVisible();
  await expect(line(page, "Isopropanol 99 %")).toHaveCount(1);
  await expect(line(page, "Isopropanol 99 %")).toContainText(`${HOLDING}, ${SUBSIDIARY}`);
  await expect(line(page, "Phosphoric acid 75 %")).toContainText("Missing");
  // the folded line opens the holding's own registration
  await line(page, "Isopropanol 99 %").getByRole("link", { name: "Isopropanol 99 %" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Isopropanol 99 %");

  await page.goto("/dashboard?who=everyone");
  const showAll = overdueBlock(page).getByRole("link", { name: /^Show all \(\d+\)$/ });
  const total = Number(/\((\d+)\)/.exec((await showAll.textContent())!)![1]);
  await showAll.click();
  await expect(page).toHaveURL(/\/dashboard\/due\?who=everyone&status=OVERDUE$/);
  await expect(page.getByRole("heading", { level: 2, name: `${total} lines` })).toBeVisible();
  // "Show all" chose the status, so the filters stand open; by keyboard: the subsidiary's lines only
  await expect(page.getByText("Filters (1 chosen)")).toBeVisible();
  // the organizations below are indented in the select: found by their name
  const organization = page.getByRole("combobox", { name: "Organization", exact: true });
  const subsidiary = await organization.evaluate(
    (select: HTMLSelectElement, name) => [...select.options].find((option) => option.text.trim() === name)!.value,
    SUBSIDIARY,
  );
  await organization.selectOption(subsidiary);
  await page.getByRole("button", { name: "Show" }).press("Enter");
  await expect(page).toHaveURL(/organizationId=[0-9a-f-]{36}/);
  await expect(line(page, "Isopropanol 99 %")).toContainText(SUBSIDIARY);
  await expect(line(page, "Isopropanol 99 %")).not.toContainText(HOLDING);
  await expect(page.getByText("Filters (2 chosen)")).toBeVisible();
  // folded away until a filter is chosen, and opened by keyboard
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/dashboard\/due\?who=everyone$/);
  await expect(page.getByRole("combobox", { name: "Module" })).toBeHidden();
  await page.getByText("Filters", { exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Module" })).toBeVisible();
});

type Tree = { id: string; name: string; subsidiaries?: Tree[] };

test("a line of an organization below the active one opens its item there, with that organization active", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const tree = (await (await page.request.get("/api/v1/organizations")).json()) as Tree;
  const all = [tree].flatMap(function flat(node: Tree): Tree[] {
    return [node, ...(node.subsidiaries ?? []).flatMap(flat)];
  });
  const subsidiary = all.find((organization) => organization.name === SUBSIDIARY)!.id;
  const title = `Subsidiary's own check ${Date.now()}`;
  const created = await page.request.post(`/api/v1/organizations/${subsidiary}/inspections`, {
    data: { title, due_date: "2026-01-05" },
    headers: { "x-xsrf-token": await antiForgeryToken(page.context()) },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/dashboard/due?who=everyone&status=OVERDUE&source=inspections&organizationId=${subsidiary}`);
  await expect(page.getByTestId("active-organization")).toHaveText(HOLDING);
  await expect(line(page, title)).toContainText(SUBSIDIARY);
  await line(page, title).getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/monitoring\/control-book\/inspections\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("active-organization")).toHaveText(SUBSIDIARY);
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("the due list speaks Danish and fits the screen", async ({ page }) => {
    await new SignInPage(page).signInAs("reader@demo.example");
    const token = await antiForgeryToken(page.context());
    const changed = await page.request.patch("/api/v1/user", {
      data: { language: "da" },
      headers: { "x-xsrf-token": token },
    });
    expect(changed.status()).toBe(200);
    try {
      await page.goto("/dashboard?who=everyone");
      await expect(page.locator("html")).toHaveAttribute("lang", "da");
      const group = overdueBlock(page).getByRole("link", { name: /^Sikkerhedsdatablade: \d+$/ });
      await expect(group).toBeVisible();
      await overdueBlock(page)
        .getByRole("link", { name: /^Vis alle \(\d+\)$/ })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Frister og overskridelser" })).toBeVisible();
      // "Vis alle" chose the status: the filters stand open
      await expect(page.getByText("Filtre (1 valgt)")).toBeVisible();
      await page.getByRole("combobox", { name: "Modul" }).selectOption({ label: "Sikkerhedsdatablade" });
      await page.getByRole("button", { name: "Vis", exact: true }).click();
      await expect(page).toHaveURL(/source=safetyDataSheets/);
      await expect(line(page, "Phosphoric acid 75 %")).toContainText("Mangler");
      await expect(line(page, "Isopropanol 99 %")).toContainText(/\d+ dage over fristen/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      // back on the dashboard from the list's own link
      await page.locator("#main-content").getByRole("link", { name: "Overblik", exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\?who=everyone$/);
    } finally {
      await resetLanguageToEnglish(page);
    }
  });
});
