import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SCREEN_ROUTES } from "@/lib/platform/routes";
import { SignInPage } from "../pages/sign-in-page";

// axe on every built screen of the route table, on a desktop and on a phone: no serious or
// critical violation anywhere, and no screen wider than the window.

type Ids = Record<
  | "holding"
  | "subsidiary"
  | "department"
  | "departmentParent"
  | "member"
  | "competence"
  | "role"
  | "association"
  | "catalogue"
  | "supportContact",
  string
>;

/** Which demo record fills each parameter of a screen path. */
const PARAMETERS: Record<string, Record<string, keyof Ids>> = {
  "/organization/members-roles-and-competences/members/[id]": { id: "member" },
  "/organization/members-roles-and-competences/members/[id]/edit": { id: "member" },
  "/organization/members-roles-and-competences/competences/[id]": { id: "competence" },
  "/organization/members-roles-and-competences/competences/[id]/edit": { id: "competence" },
  "/organization/members-roles-and-competences/roles/[id]": { id: "role" },
  "/organization/members-roles-and-competences/roles/[id]/edit": { id: "role" },
  "/organization/manage-organization/[id]/edit": { id: "holding" },
  "/organization/manage-organization/[parentId]/subsidiary/[id]/edit": { parentId: "holding", id: "subsidiary" },
  "/organization/manage-organization/[parentId]/department/[id]/edit": {
    parentId: "departmentParent",
    id: "department",
  },
  "/organization/stakeholders/[id]": { id: "association" },
  "/organization/stakeholders/[id]/edit": { id: "association" },
  "/admin/stakeholders/[id]/edit": { id: "catalogue" },
  "/admin/support-contacts/[id]/edit": { id: "supportContact" },
};

const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

const SCREENS = SCREEN_ROUTES.filter((route) => route.built && !route.redirectTo);

type Organization = { id: string; type: string; subsidiaries?: Organization[] };

async function demoIds(request: APIRequestContext): Promise<Ids> {
  const read = async (path: string) => {
    const answer = await request.get(path);
    expect(answer.ok(), path).toBe(true);
    return answer.json();
  };
  const tree: Organization = await read("/api/v1/organizations");
  const organizations: Organization[] = [];
  const walk = (organization: Organization) => {
    organizations.push(organization);
    for (const child of organization.subsidiaries ?? []) walk(child);
  };
  walk(tree);
  // departments are not in the tree: each organization lists its own
  let department: { id: string; parent: string } | undefined;
  for (const organization of organizations) {
    const [first] = (await read(`/api/v1/organizations/${organization.id}/departments`)) as { id: string }[];
    if (first) department ??= { id: first.id, parent: organization.id };
  }
  const first = async (path: string) => (await read(`/api/v1/organizations/${tree.id}/${path}?size=1`)).content[0].id;
  const [contact] = (await read("/api/v1/support-contacts")) as { id: string }[];
  return {
    holding: tree.id,
    subsidiary: organizations.find((organization) => organization.type === "subsidiary")!.id,
    department: department!.id,
    departmentParent: department!.parent,
    member: await first("members"),
    competence: await first("competences"),
    role: await first("roles"),
    association: await first("stakeholder-associations"),
    catalogue: (await read("/api/v1/stakeholders?size=1")).content[0].id,
    supportContact: contact?.id ?? "",
  };
}

/**
 * The concrete addresses of a screen: with its demo record (PARAMETERS), else with the first record
 * its list links to (a module added later needs no entry here), and "new" for a plain-id detail
 * screen. A screen whose record cannot be found is named in the test's annotations.
 */
async function addressesOf(page: Page, path: string, ids: Ids): Promise<string[]> {
  if (!path.includes("[")) return [path];
  const route = SCREENS.find((screen) => screen.path === path)!;
  const known = PARAMETERS[path];
  let filled: string | undefined;
  if (known) {
    const values = Object.fromEntries(Object.entries(known).map(([name, key]) => [name, ids[key]]));
    if (Object.values(values).every(Boolean)) filled = path.replace(/\[([^\]]+)\]/g, (_, name: string) => values[name]);
  } else {
    filled = await fromList(page, path);
  }
  if (!filled) test.info().annotations.push({ type: "no record to show", description: path });
  const fresh = route.plainIdDetail ? [path.replace("[id]", "new")] : [];
  return [...(filled ? [filled] : []), ...fresh];
}

/** The first record the screen's list (the path before its first parameter) links to. */
async function fromList(page: Page, path: string): Promise<string | undefined> {
  const list = path.slice(0, path.indexOf("/["));
  const detail = path.slice(0, path.indexOf("]") + 1);
  await page.goto(list);
  const pattern = new RegExp(`^${detail.replace(/\[[^\]]+\]/g, "([0-9a-f-]{36})")}(?:[/?#]|$)`);
  for (const href of await page
    .locator(`a[href^="${list}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!))) {
    const match = pattern.exec(href);
    if (match) return path.replace(/\[[^\]]+\]/, match[1]);
  }
  return undefined;
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 360, height: 780 },
]) {
  test(`no serious or critical axe violation on any screen (${viewport.name})`, async ({ page }) => {
    test.setTimeout(900_000);
    await page.setViewportSize(viewport);
    await new SignInPage(page).signInAs("admin@demo.example");
    const ids = await demoIds(page.request);
    const found: Record<string, string[]> = {};
    // the in-app 404 (a record that does not exist) too
    const addresses = [`/organization/stakeholders/${NO_SUCH_ID}`];
    for (const route of SCREENS) addresses.push(...(await addressesOf(page, route.path, ids)));
    for (const address of addresses) {
      await page.goto(address);
      await page.waitForLoadState("networkidle");
      const violations = await seriousViolations(page);
      // no screen may scroll sideways, on a phone least of all
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) violations.push(`horizontal overflow: ${overflow}px`);
      if (violations.length) found[address] = violations;
    }
    expect(found).toEqual({});
  });
}

test("a skip link leads past the header and menu, and a navigation puts the focus on the new page's heading", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/organization/scope");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();

  await page.getByTestId("side-menu").locator('[data-menu-key="organization.stakeholders"]').click();
  await expect(page).toHaveURL(/\/organization\/stakeholders$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});
