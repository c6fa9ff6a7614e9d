import { expect, test, type Page } from "../test";
import { SignInPage } from "../pages/sign-in-page";
import { Shell } from "../pages/shell";
import { nextInspectionDate } from "@/lib/modules/monitoring/control-book/next-inspection";
import { listRecord } from "../pages/list";

const BOOK = "/monitoring/control-book";
const OVERDUE = "Forklift inspection - Linde H30D";
const row = listRecord;

/** A GET of the API in the signed-in browser. */
async function read<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.ok(), path).toBe(true);
  return answer.json();
}

async function demoHoldingId(page: Page): Promise<string> {
  const tree = await read<{ id: string; name: string }>(page, "/api/v1/organizations");
  return tree.id;
}

// the app's first signed-in screen after start-up renders its modules for the first time, which on
// a busy machine takes longer than a navigation's usual wait: do it once before the tests
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await new SignInPage(page).open();
  await new SignInPage(page).signIn("reader@demo.example");
  await page.waitForURL(/\/dashboard$/, { timeout: 120_000 });
  await page.close();
});

type Inspection = { id: string; dueDate: string; status: string; agreement: { id: string } };
type Agreement = { startsAt: string; frequency: "P1Y"; nextDueBasis: "SCHEDULE" | "COMPLETION"; nextDueDate: string };

test("a reader sees the control book and the machines but edits nothing", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto(BOOK);
  await expect(page.getByRole("heading", { level: 1, name: "Control book" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New agreement" })).toHaveCount(0);
  await expect(row(page, "Wastewater analysis at the outlet")).toContainText("Overdue");
  // an inspection's screen needs EDIT: a reader's rows lead nowhere they would be refused
  await expect(row(page, "Wastewater analysis at the outlet").getByRole("link")).toHaveCount(0);
  await page.goto(`${BOOK}?view=agreements`);
  await expect(row(page, "Environmental report to the authority")).toContainText("Compliance");
  await expect(row(page, "Environmental report to the authority").getByRole("link")).toHaveCount(0);
  await page.goto("/monitoring/machines");
  await expect(row(page, "Screw compressor")).toContainText("Atlas Copco");
  await row(page, "Screw compressor").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Screw compressor");
  await expect(page.getByText(/^Compressor service · /)).toBeVisible();
  await expect(page.getByRole("link", { name: "Compressor service" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^edit$/i })).toHaveCount(0);
  await page.goto("/monitoring/machines/new");
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("an editor completes an overdue inspection with a report file, and the next inspection appears with the right date", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs("editor@demo.example");
  await page.goto(`${BOOK}?overdue=true`);
  await expect(page.getByRole("heading", { level: 1, name: "Control book" })).toBeVisible();
  await expect(row(page, OVERDUE)).toContainText("Overdue");
  await row(page, OVERDUE).getByRole("link", { name: OVERDUE }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OVERDUE);
  const inspectionId = /inspections\/([0-9a-f-]{36})/.exec(page.url())![1];
  const holding = await demoHoldingId(page);
  const api = `/api/v1/organizations/${holding}`;
  const before = await read<Inspection>(page, `${api}/inspections/${inspectionId}`);
  const agreement = await read<Agreement>(page, `${api}/agreements/${before.agreement.id}`);

  await page.getByRole("link", { name: "Record as done" }).click();
  await expect(page.getByText("Recording it as done creates the next inspection")).toBeVisible();
  await page.getByRole("combobox", { name: /^result/i }).click();
  await page.getByRole("option", { name: "Passed with remarks" }).click();
  await page
    .getByRole("textbox", { name: /^findings/i })
    .fill("Left fork worn 10 %; to be replaced before the next inspection.");
  await page.getByTestId("document-add-input").setInputFiles({
    name: "forklift-inspection-report.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% forklift inspection report\n%%EOF\n"),
  });
  await page.getByRole("button", { name: /^save$/i }).click();
  await expect(page).toHaveURL(new RegExp(`/inspections/${inspectionId}$`));
  await expect(new Shell(page).toast()).toContainText("Saved.");
  await expect(page.getByRole("link", { name: "Download forklift-inspection-report.pdf" })).toBeVisible();

  const done = await read<Inspection & { performedAt: string }>(page, `${api}/inspections/${inspectionId}`);
  expect(done.status).toBe("DONE");
  const expected = nextInspectionDate(
    {
      startsAt: new Date(`${agreement.startsAt}T00:00:00Z`),
      frequency: agreement.frequency,
      nextDueBasis: agreement.nextDueBasis,
    },
    { dueDate: new Date(`${before.dueDate}T00:00:00Z`), performedAt: new Date(`${done.performedAt}T00:00:00Z`) },
  )!
    .toISOString()
    .slice(0, 10);
  const pending = await read<{ content: Inspection[] }>(
    page,
    `${api}/inspections?agreement_id=${before.agreement.id}&status=PENDING`,
  );
  expect(pending.content.map((inspection) => inspection.dueDate)).toEqual([expected]);
  expect(expected > before.dueDate).toBe(true);

  // the agreement shows its next date, and the overdue list no longer has the inspection
  await page.getByRole("link", { name: OVERDUE }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(OVERDUE);
  await expect(page.getByRole("table", { name: "Inspections of this agreement" })).toBeVisible();
  expect(await read<Agreement>(page, `${api}/agreements/${before.agreement.id}`)).toMatchObject({
    nextDueDate: expected,
  });
  await page.goto(`${BOOK}?overdue=true`);
  await expect(page.getByRole("heading", { level: 1, name: "Control book" })).toBeVisible();
  await expect(row(page, OVERDUE)).toHaveCount(0);
});
