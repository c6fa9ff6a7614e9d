// A reader (READ in the demo holding) across the governance screens: every list, record, history
// and export is there to see, and nothing can be changed, neither on the screens nor through the
// API behind them; the same on a 390 px phone, reached through the drawer menu.
import { expect, test, type Locator, type Page } from "../test";
import { SignInPage } from "../pages/sign-in-page";
import { Shell } from "../pages/shell";
import { PHONE, listRecord } from "../pages/list";

type Governance = {
  /** The menu entry (group.entry) and the list screen it opens. */
  menuKey: string;
  list: string;
  heading: string;
  /** The list's endpoint, the organization's id and the search text given. */
  api: (organizationId: string, q: string) => string;
  /** A new record (or, for obligations, the binding of an act) as a writer would ask for it. */
  create: (page: Page, organizationId: string) => Promise<{ path: string; body: unknown }>;
  /** A demo record, as its row and its detail's heading name it. */
  record: string;
  /** What the record's detail shows of its content. */
  content: (page: Page) => Locator;
  /** How the record's facts name its review, for records under review. */
  review?: RegExp;
  /** The record has its own edit screen (an obligation is evaluated on its detail). */
  editScreen: boolean;
};

const SCREENS: Governance[] = [
  {
    menuKey: "leadership.policies",
    list: "/leadership/policies",
    heading: "Policies",
    api: (organizationId, q) => `/api/v1/organizations/${organizationId}/policies?q=${encodeURIComponent(q)}`,
    create: async (_page, organizationId) => ({
      path: `/api/v1/organizations/${organizationId}/policies`,
      body: { title: "Written by a reader" },
    }),
    record: "Environmental policy",
    content: (page) => page.getByRole("region", { name: "Policy text" }).getByText(/halve our scope 1 and 2 emissions/),
    review: /^Yearly, next on .*\d{4}$/,
    editScreen: true,
  },
  {
    menuKey: "documents.bindingObligations",
    list: "/documents/binding-obligations",
    heading: "Binding obligations",
    api: (organizationId, q) => `/api/v1/organizations/${organizationId}/legislations?q=${encodeURIComponent(q)}`,
    create: async (page, organizationId) => {
      const { body: acts } = await send(page, "GET", "/api/v1/legislations?size=1");
      return {
        path: `/api/v1/organizations/${organizationId}/legislations/from-catalogue/${acts.content[0].id}`,
        body: {},
      };
    },
    record: "CLP",
    content: (page) => page.getByText("Two decanting containers lacked hazard pictograms; new labels ordered."),
    editScreen: false,
  },
  {
    menuKey: "documents.ownDocuments",
    list: "/documents/own-documents",
    heading: "Own documents",
    api: (organizationId, q) => `/api/v1/organizations/${organizationId}/own-documents?q=${encodeURIComponent(q)}`,
    create: async (_page, organizationId) => ({
      path: `/api/v1/organizations/${organizationId}/own-documents`,
      body: { title: "Written by a reader", category: "PLAN" },
    }),
    record: "Emergency preparedness plan - main site",
    content: (page) => page.getByRole("link", { name: "Download Emergency plan main site v2.3.pdf" }),
    review: /^Yearly, next on .*\d{4}$/,
    editScreen: true,
  },
  {
    menuKey: "operation.procedures",
    list: "/operation/procedures",
    heading: "Procedures",
    api: (organizationId, q) => `/api/v1/procedures?organization_id=${organizationId}&q=${encodeURIComponent(q)}`,
    create: async (_page, organizationId) => ({
      path: "/api/v1/procedures",
      body: { organization_id: organizationId, titleEn: "Written by a reader" },
    }),
    record: "Lockout before machine maintenance",
    content: (page) => page.getByText("To make sure no machine can start while someone is working on it."),
    review: /^Yearly, next on .*\d{4}$/,
    editScreen: true,
  },
];

const main = (page: Page) => page.locator("#main-content");
const recordLink = (page: Page, screen: Governance) =>
  listRecord(page, screen.record).getByRole("link", { name: screen.record, exact: true });

/** Nothing on the screen creates, changes, archives or removes anything. */
async function expectNothingToChange(page: Page) {
  await expect(main(page).locator('a[href$="/new"], a[href$="/edit"]')).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: /save|archive|remove|delete|bind|add/i })).toHaveCount(0);
}

/** A request from the signed-in page, with the anti-forgery token a real form would send. */
async function send(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "";
      const answer = await fetch(path, {
        method,
        headers: { "content-type": "application/json", "x-xsrf-token": decodeURIComponent(token) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: answer.status,
        body: answer.headers.get("content-type")?.includes("json") ? await answer.json() : null,
      };
    },
    { method, path, body },
  );
}

async function demoHoldingId(page: Page): Promise<string> {
  const { body } = await send(page, "GET", "/api/v1/organizations");
  const organizations = (Array.isArray(body) ? body : [body]) as { id: string; name: string }[];
  return organizations.find((organization) => organization.name === "Nordic Demo Holding A/S")!.id;
}

test("a reader sees every governance list, record, history and export, and changes nothing", async ({ page }) => {
  test.setTimeout(180_000);
  await new SignInPage(page).signInAs("reader@demo.example");
  const menu = new Shell(page).desktopMenu();
  for (const screen of SCREENS) {
    await page.goto(screen.list);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.heading);
    // the menu entry is there and enabled
    await expect(menu.locator(`a[data-menu-key="${screen.menuKey}"]`)).toHaveAttribute("href", screen.list);
    await expect(recordLink(page, screen)).toBeVisible();
    await expect(main(page).getByRole("button", { name: "Export" })).toBeVisible();
    await expectNothingToChange(page);
    await expect(page.getByLabel("Act from the catalogue")).toHaveCount(0);

    await recordLink(page, screen).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.record);
    await expect(screen.content(page)).toBeVisible();
    if (screen.review) await expect(main(page).locator("dd").getByText(screen.review)).toBeVisible();
    await expectNothingToChange(page);
    await expect(main(page).getByRole("textbox")).toHaveCount(0);
    const history = page.getByTestId("history-panel");
    await history.locator("summary").click();
    await expect(history.getByRole("listitem").first()).toBeVisible();

    if (screen.editScreen) {
      await page.goto(`${page.url()}/edit`);
      await expect(page).toHaveURL(/\/unauthorized$/);
      await page.goto(`${screen.list}/new`);
      await expect(page).toHaveURL(/\/unauthorized$/);
    }
  }
});

test("a reader's writes to the governance API are refused and change nothing", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  const organizationId = await demoHoldingId(page);
  for (const screen of SCREENS) {
    const { body: list } = await send(page, "GET", screen.api(organizationId, screen.record));
    expect(list.totalElements, screen.list).toBeGreaterThan(0);
    // a record's address is its list's path and its id (the organization named in the path or the query)
    const record = `${screen.api(organizationId, "").split("?")[0]}/${list.content[0].id}`;
    const before = await send(page, "GET", record);
    expect(before.status).toBe(200);

    const change = { ...before.body, title: "Changed by a reader", applicability: "Changed by a reader" };
    expect((await send(page, "PUT", record, change)).status, `PUT ${record}`).toBe(403);
    expect((await send(page, "DELETE", record)).status, `DELETE ${record}`).toBe(403);
    const create = await screen.create(page, organizationId);
    expect((await send(page, "POST", create.path, create.body)).status, `POST ${create.path}`).toBe(403);

    const after = await send(page, "GET", record);
    expect(after.body).toEqual(before.body);
    const { body: written } = await send(page, "GET", screen.api(organizationId, "by a reader"));
    expect(written.totalElements).toBe(0);
  }
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("a reader reaches every governance screen through the menu, sees each record and changes nothing", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await new SignInPage(page).signInAs("reader@demo.example");
    const shell = new Shell(page);
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const screen of SCREENS) {
      await page.getByRole("button", { name: "Open the menu" }).click();
      const drawer = shell.mobileMenu();
      const entry = drawer.locator(`a[data-menu-key="${screen.menuKey}"]`);
      // the entry's group opens like a native disclosure
      if (!(await entry.isVisible())) {
        await entry.locator("xpath=ancestor::details[1]/summary").click();
      }
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`${screen.list}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.heading);
      await expect(recordLink(page, screen)).toBeVisible();
      await expectNothingToChange(page);
      await fits();

      await recordLink(page, screen).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.record);
      await expect(screen.content(page)).toBeVisible();
      await expectNothingToChange(page);
      await expect(main(page).getByRole("textbox")).toHaveCount(0);
      await fits();
    }
  });
});
