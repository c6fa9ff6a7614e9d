import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { ROUTES } from "@/lib/modules/registry";
import { antiForgeryToken } from "../pages/anti-forgery";

// The concrete addresses of every built screen of the route table, for walks over all of them:
// a parameter is filled with a demo record, or with the first record the screen before it links to.

export type Ids = Record<
  | "holding"
  | "subsidiary"
  | "department"
  | "departmentParent"
  | "member"
  | "competence"
  | "role"
  | "association"
  | "catalogue"
  | "supportContact"
  | "meterType"
  | "meter"
  | "qrKind",
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
  // "new meter" offers the types in a menu, not as links on the screen
  "/monitoring/meters/new/[meterType]": { meterType: "meterType" },
  // a scanned QR label: no screen links to it, it leads on to the meter's reading screen
  "/q/[kind]/[id]": { kind: "qrKind", id: "meter" },
};

export const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

export const SCREENS = ROUTES.screens.filter((route) => !route.redirectTo);

type Organization = { id: string; type: string; subsidiaries?: Organization[] };

export async function demoIds(request: APIRequestContext): Promise<Ids> {
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
    meterType: "HEAT",
    meter: await first("meters"),
    qrKind: "meter",
  };
}

/**
 * Adds what the demo data does not hold but a screen shows: an organization's own emission factor
 * on the demo holding's electricity meter (own factors are the organization's figures, so the
 * demo invents none).
 */
export async function addRecordsTheDemoLacks(page: Page, ids: Ids) {
  const xsrf = await antiForgeryToken(page.context());
  const meters = await (
    await page.request.get(`/api/v1/organizations/${ids.holding}/meters?meter_type=ELECTRICITY&size=1`)
  ).json();
  const factors = `/api/v1/organizations/${ids.holding}/carbon/meters/${meters.content[0].id}/emission-factors`;
  const linked = (await (await page.request.get(factors)).json()) as { catalogue: boolean }[];
  if (linked.some((factor) => !factor.catalogue)) return; // an earlier walk on this server added it
  const answer = await page.request.post(factors, {
    headers: { "x-xsrf-token": xsrf },
    data: {
      utility_type: "ELECTRICITY",
      ghg_category: "SCOPE2_ELECTRICITY",
      basis: "MARKET_BASED",
      name: "Supplier's declaration (accessibility walk)",
      source: "Accessibility walk",
      values: [
        { meter_unit: "KWH", emission_unit: "GRAMS", start_date: "2025-01-01", end_date: "2025-12-31", value: "1" },
      ],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/**
 * The concrete addresses of a screen: with its demo record (PARAMETERS), else with the first record
 * its list links to (a module added later needs no entry here), and "new" for a plain-id detail
 * screen. None where no record is linked to: the caller names such screens as a failure, since the
 * demo data should show every screen.
 */
export async function addressesOf(
  page: Page,
  path: string,
  ids: Ids,
): Promise<{ addresses: string[]; filled: boolean }> {
  if (!path.includes("[")) return { addresses: [path], filled: true };
  const route = SCREENS.find((screen) => screen.path === path)!;
  const known = PARAMETERS[path];
  let filled: string | undefined;
  if (known) {
    const values = Object.fromEntries(Object.entries(known).map(([name, key]) => [name, ids[key]]));
    if (Object.values(values).every(Boolean)) filled = path.replace(/\[([^\]]+)\]/g, (_, name: string) => values[name]);
  } else {
    filled = await fromList(page, path);
  }
  const fresh = route.plainIdDetail ? [path.replace("[id]", "new")] : [];
  return { addresses: [...(filled ? [filled] : []), ...fresh], filled: !!filled };
}

/** How many of a screen's linked records are tried for the parameters after them. */
const CANDIDATES = 8;

/**
 * The screen's path with each parameter filled, left to right, by a record linked to from the
 * screen before it: the list for the first, the record's own screen for a nested one. A record
 * with nothing nested (a meter without readings) gives way to the next one the list links to.
 */
async function fromList(page: Page, path: string): Promise<string | undefined> {
  if (!path.includes("/[")) return path;
  const list = path.slice(0, path.indexOf("/["));
  const detail = path.slice(0, path.indexOf("]") + 1);
  for (const id of (await linkedIds(page, list, detail)).slice(0, CANDIDATES)) {
    const filled = await fromList(page, path.replace(/\[[^\]]+\]/, id));
    if (filled) return filled;
  }
  return undefined;
}

/**
 * The ids in the links to `detail` (a path ending in its parameter) shown at `list`, or at the
 * nearest screen above it where `list` itself is no screen (a meter's readings sit on the meter's).
 */
async function linkedIds(page: Page, list: string, detail: string): Promise<string[]> {
  // a detail screen and its edit screen, say, read the same list: it is visited once per walk
  const known = readLists.get(page) ?? new Map<string, Promise<string[]>>();
  readLists.set(page, known);
  const key = `${list} ${detail}`;
  if (!known.has(key)) known.set(key, readLinkedIds(page, list, detail));
  return known.get(key)!;
}

/** The ids each page has read from each list, by the list and the detail screen they link to. */
const readLists = new WeakMap<Page, Map<string, Promise<string[]>>>();

async function readLinkedIds(page: Page, list: string, detail: string): Promise<string[]> {
  // a record's id, or a kind named by its code (a meter type)
  const pattern = `^${detail.replace(/\[[^\]]+\]$/, "([0-9a-f-]{36}|[A-Z][A-Z0-9_]*)")}(?:[/?#]|$)`;
  for (let shown = list; shown; shown = shown.slice(0, shown.lastIndexOf("/"))) {
    // where the record has no screen of its own, its edit screen is its screen (a waste handler)
    if ((await page.goto(shown))?.status() === 404 && (await page.goto(`${shown}/edit`))?.status() === 404) continue;
    // a grid shows its rows once the page has hydrated and measured it: wait a while for one
    await page
      .waitForFunction(
        ([prefix, source]) =>
          [...document.querySelectorAll(`a[href^="${prefix}/"]`)].some((link) =>
            new RegExp(source).test(link.getAttribute("href")!),
          ),
        [list, pattern] as const,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    const hrefs = await page
      .locator(`a[href^="${list}/"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    return [...new Set(hrefs.flatMap((href) => new RegExp(pattern).exec(href)?.[1] ?? []))];
  }
  return [];
}
