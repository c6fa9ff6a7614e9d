import { expect, test, type Page } from "../test";
import { antiForgeryToken } from "../pages/anti-forgery";
import { PEOPLE, PeoplePages } from "../pages/people-pages";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

/** A write to the API in the signed-in browser; answers the body. */
async function write(page: Page, method: "POST" | "PUT", path: string, data: object) {
  const headers = { "x-xsrf-token": await antiForgeryToken(page.context()) };
  const answer = await page.request.fetch(path, { method, data, headers });
  expect(answer.ok(), `${method} ${path}: ${answer.status()}`).toBe(true);
  return answer.json();
}

/** The first row of a list of the API: a page's, or a plain list's. */
async function firstOf(page: Page, path: string): Promise<{ id: string; name: string }> {
  const body = await (await page.request.get(path)).json();
  return Array.isArray(body) ? body[0] : body.content[0];
}

/** What a history must never show a person: ids, ISO timestamps, stored field names, missing labels. */
async function expectReadable(text: string) {
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  expect(text).not.toMatch(/responsibleId|areaId|organizationId|inceptionDate|translation key missing/);
}

test("a manager archives a role after a confirmation; the role's history and the audit log say who did it", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const people = new PeoplePages(page);

  // a role that people hold cannot go: the dialog says why, and nothing changes
  await people.openTab("roles");
  await people.row("Warehouse operator").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Warehouse operator");
  await page.getByRole("button", { name: "Archive: Warehouse operator" }).click();
  const dialog = page.getByRole("dialog", { name: "Archive Warehouse operator?" });
  await dialog.getByRole("button", { name: "Archive" }).click();
  await expect(dialog.getByRole("alert")).toContainText(/in use: \d+ members?\./);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // a new role: its history shows its creation, then it is archived
  await page.goto(`${PEOPLE}/roles/new/edit`);
  await page.getByLabel(/^name/i).fill("Night watch");
  await people.save();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Night watch");
  const history = page.getByTestId("history-panel");
  await history.locator("summary").click();
  await expect(history.getByRole("listitem").first()).toContainText("Created · Role · Night watch");
  await expect(history.getByRole("listitem").first()).toContainText("Mette Manager");

  await page.getByRole("button", { name: "Archive: Night watch" }).click();
  await page.getByRole("dialog", { name: "Archive Night watch?" }).getByRole("button", { name: "Archive" }).click();
  await expect(new Shell(page).toast()).toContainText("Night watch was archived.");
  await expect(page).toHaveURL(/tab=roles/);
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(people.row("Night watch")).toHaveCount(0);
  await page.getByRole("combobox", { name: "Show" }).click();
  await page.getByRole("option", { name: "Archived" }).click();
  await expect(people.row("Night watch")).toBeVisible();

  // the organization's audit log, filtered to archiving
  await page.goto("/organization/audit-log");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  await page.getByRole("combobox", { name: "Action" }).click();
  await page.getByRole("option", { name: "Archived" }).click();
  await expect(page).toHaveURL(/action=ARCHIVE/);
  const row = page.getByRole("row").filter({ hasText: "Night watch" });
  await expect(row).toContainText("Mette Manager");
  await expect(row).toContainText("Role");
});

test("the audit log is for managers only", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  await page.goto("/organization/audit-log");
  await expect(page).toHaveURL(/\/unauthorized/);
});

test("a machine's history reads as a record in English and in Danish, and goes out as PDF and XLSX", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs("editor@demo.example");
  const organization = ((await (await page.request.get("/api/v1/organizations")).json()) as { id: string }).id;
  const api = `/api/v1/organizations/${organization}`;
  const area = await firstOf(page, `${api}/areas`);
  const person = await firstOf(page, `${api}/members?q=manager`);
  const name = `History press ${Date.now()}`;
  const machine = await write(page, "POST", `${api}/machines`, {
    name,
    kind: "Press",
    inception_date: "2024-03-01",
    area_id: area.id,
    responsible_id: person.id,
  });
  await write(page, "PUT", `${api}/machines/${machine.id}`, {
    name,
    kind: "Hydraulic press",
    inception_date: "2024-03-15",
    area_id: area.id,
    responsible_id: person.id,
    last_modified_date: machine.lastModifiedDate,
  });

  await page.goto(`/monitoring/machines/${machine.id}`);
  const history = page.getByTestId("history-panel");
  await history.locator("summary").click();
  const [changed, created] = [history.getByRole("listitem").nth(0), history.getByRole("listitem").nth(1)];
  await expect(changed).toContainText(`Changed · Machine · ${name}`);
  await expect(changed).toContainText("Kind");
  await expect(changed).toContainText("Press → Hydraulic press");
  await expect(changed).toContainText("In use since1 Mar 2024 → 15 Mar 2024");
  await expect(created).toContainText(`Created · Machine · ${name}`);
  await expect(created).toContainText(`Area${area.name}`);
  await expect(created).toContainText(`Responsible${person.name}`);
  await expectReadable(await history.innerText());
  await page.screenshot({ path: test.info().outputPath("history-en-desktop.png"), fullPage: true });

  // the files, reached by keyboard from the panel's heading
  await history.locator("summary").focus();
  await page.keyboard.press("Tab");
  const pdf = history.getByRole("link", { name: "Export (PDF)" });
  await expect(pdf).toBeFocused();
  const file = await page.request.get((await pdf.getAttribute("href"))!);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const sheet = await page.request.get(
    (await history.getByRole("link", { name: "Export (XLSX)" }).getAttribute("href"))!,
  );
  expect(sheet.headers()["content-type"]).toMatch(/spreadsheetml/);

  try {
    await new Shell(page).switchLanguage("Dansk");
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    await page.goto(`/monitoring/machines/${machine.id}`);
    await history.locator("summary").click();
    await expect(changed).toContainText(`Ændret · Maskine · ${name}`);
    await expect(changed).toContainText("I brug siden1. mar. 2024 → 15. mar. 2024");
    await expect(created).toContainText(`Oprettet · Maskine · ${name}`);
    await expect(created).toContainText(`Område${area.name}`);
    await expect(history.getByRole("link", { name: "Eksportér (PDF)" })).toBeVisible();
    await expectReadable(await history.innerText());
    await page.setViewportSize({ width: 390, height: 844 });
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("history-da-phone.png"), fullPage: true });
  } finally {
    await resetLanguageToEnglish(page);
  }
});
