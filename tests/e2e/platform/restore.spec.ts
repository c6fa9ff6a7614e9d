// An archived record's screen says since when it is archived, and those who may archive it bring it
// back from there; a record whose machine is still archived is refused with what to restore first.
// Departments and work areas, which have no screen of their own, come back from the lists they left.
import { expect, test, type Page } from "../test";
import { antiForgeryToken } from "../pages/anti-forgery";
import { ManageOrganizationPage } from "../pages/organization-pages";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

/** A write to the API in the signed-in browser; answers the body. */
async function write(page: Page, method: "POST" | "DELETE", path: string, data?: object) {
  const headers = { "x-xsrf-token": await antiForgeryToken(page.context()) };
  const answer = await page.request.fetch(path, { method, data, headers });
  expect(answer.ok(), `${method} ${path}: ${answer.status()}`).toBe(true);
  return answer.status() === 204 ? null : answer.json();
}

/** The signed-in person's top organization: the demo holding. */
const holdingOf = async (page: Page) =>
  ((await (await page.request.get("/api/v1/organizations")).json()) as { id: string }).id;

test("an editor restores an archived machine by keyboard, then its agreement, which waited for it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs("editor@demo.example");
  const organization = await holdingOf(page);
  const api = `/api/v1/organizations/${organization}`;
  const name = `Hydraulic press ${Date.now()}`;
  const machine = await write(page, "POST", `${api}/machines`, { name, inception_date: "2021-06-01" });
  const agreement = await write(page, "POST", `${api}/agreements`, {
    type: "SERVICE_AND_INSPECTION",
    title: `${name} service`,
    starts_at: "2031-06-01",
    frequency: "P1Y",
    machine_id: machine.id,
  });
  await write(page, "DELETE", `${api}/agreements/${agreement.id}`);
  await write(page, "DELETE", `${api}/machines/${machine.id}`);

  // the agreement cannot come back before its machine
  await page.goto(`/monitoring/control-book/agreements/${agreement.id}`);
  await expect(page.getByRole("link", { name: "All agreements" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Archived on / })).toBeVisible();
  await page.getByRole("button", { name: `Restore: ${name} service` }).click();
  await expect(page.getByText("Its machine is archived. Restore the machine first.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Restore: ${name} service` })).toBeVisible();

  // a reader sees that the machine is archived, with nothing to press
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await new SignInPage(reader).signInAs("reader@demo.example");
  await reader.goto(`/monitoring/machines/${machine.id}`);
  await expect(reader.getByRole("status").filter({ hasText: /^Archived on / })).toBeVisible();
  await expect(reader.getByRole("button", { name: /^Restore/ })).toHaveCount(0);
  await readerContext.close();

  await page.goto(`/monitoring/machines/${machine.id}`);
  await expect(page.getByRole("link", { name: "All machines" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Archive: ${name}` })).toHaveCount(0);
  await page.getByRole("button", { name: `Restore: ${name}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`${name} was restored.`)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Archived on / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Archive: ${name}` })).toBeVisible();

  await page.goto(`/monitoring/control-book/agreements/${agreement.id}`);
  await page.getByRole("button", { name: `Restore: ${name} service` }).click();
  await expect(page.getByText(`${name} service was restored.`)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Archived on / })).toHaveCount(0);
  // its first inspection is planned again, on the agreement's start
  await expect(page.getByText("1 Jun 2031").first()).toBeVisible();
});

test("the notice and the button speak Danish", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  const organization = await holdingOf(page);
  const name = `Stansemaskine ${Date.now()}`;
  const machine = await write(page, "POST", `/api/v1/organizations/${organization}/machines`, {
    name,
    inception_date: "2021-06-01",
  });
  await write(page, "DELETE", `/api/v1/organizations/${organization}/machines/${machine.id}`);
  try {
    await new Shell(page).switchLanguage("Dansk");
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    await page.goto(`/monitoring/machines/${machine.id}`);
    await expect(page.getByRole("status").filter({ hasText: /^Arkiveret / })).toBeVisible();
    await page.getByRole("button", { name: `Gendan: ${name}` }).click();
    await expect(page.getByText(`${name} er gendannet.`)).toBeVisible();
  } finally {
    await resetLanguageToEnglish(page);
  }
});

test("a manager archives a department, finds it among the archived ones and restores it, and a work area too", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs("manager@demo.example");
  const holding = await holdingOf(page);
  const name = `Paint shop ${Date.now()}`;
  const department = await write(page, "POST", `/api/v1/organizations/${holding}/departments`, { name });

  await page.goto(`/organization/manage-organization/${holding}/department/${department.id}/edit`);
  await page.getByRole("button", { name: `Archive: ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Archive" }).click();
  await expect(page).toHaveURL(/\/organization\/manage-organization$/);
  const structure = new ManageOrganizationPage(page);
  await expect(structure.row(name)).toHaveCount(0);

  await page.getByText(/^Archived departments and subsidiaries \(\d+\)$/).click();
  await expect(page.getByText(`Department under Nordic Demo Holding A/S, archived on`).first()).toBeVisible();
  await page.getByRole("button", { name: `Restore: ${name}` }).click();
  await expect(page.getByText(`${name} was restored.`)).toBeVisible();
  await expect(structure.row(name)).toBeVisible();

  const area = `Spray booth ${Date.now()}`;
  const created = await write(page, "POST", `/api/v1/organizations/${holding}/areas`, { name: area });
  await write(page, "DELETE", `/api/v1/organizations/${holding}/areas/${created.id}`);
  await page.goto(`/organization/manage-organization/${holding}/edit`);
  const areas = page.getByRole("list").filter({ has: page.getByRole("button", { name: /^Edit work area/ }) });
  await expect(areas.getByText(area)).toHaveCount(0);
  await page.getByText(/^Archived work areas \(\d+\)$/).click();
  await page.getByRole("button", { name: `Restore: ${area}` }).click();
  await expect(page.getByText(`${area} was restored.`)).toBeVisible();
  await expect(areas.getByText(area)).toBeVisible();
});
