// Lists and reports: the catalogue of ready reports downloads each as a file with the options chosen
// once for all of them (kept in the address); editors schedule a report to members by e-mail, and
// readers only download.
import fs from "node:fs";
import { pdfText } from "../../support/pdf-text";
import { expect, test } from "../test";
import { hydrated } from "../pages/hydration";
import { PHONE } from "../pages/list";
import { resetLanguageToEnglish, setLanguage } from "../pages/scope-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

const SCREEN = "/monitoring/lists-reports";

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("a manager downloads this year's chemical register as a PDF in Danish", async ({ page }) => {
    test.setTimeout(120_000);
    const year = new Date().getFullYear();
    await new SignInPage(page).signInAs("manager@demo.example");
    try {
      await setLanguage(page, "da");
      await page.goto(SCREEN);
      await expect(page.getByRole("heading", { level: 1, name: "Lister og rapporter" })).toBeVisible();

      // the options fold into one line under the heading, naming this year so far; the reports follow
      const options = page.locator("details").filter({ has: page.locator("summary", { hasText: /^Periode: / }) });
      await expect(options.locator("summary")).toHaveText(new RegExp(`^Periode: januar ${year}`));
      await expect(options).not.toHaveAttribute("open");
      const register = page.locator('[data-report="chemicalRegister"]');
      await expect(register.getByRole("heading", { level: 3 })).toHaveText("Kemikalieregister");
      // a register prints how things stand today, whatever the period
      await expect(register).toContainText("Pr. dags dato");
      const optionsBox = (await options.boundingBox())!;
      const registerBox = (await register.boundingBox())!;
      expect(optionsBox.y).toBeLessThan(registerBox.y);

      // the quick choices set the period and the address keeps it; back to this year so far
      await (await hydrated(options.locator("summary"))).click();
      await expect(options.getByRole("combobox", { name: "Fra" })).toHaveValue(`${year}-01`);
      await options.getByRole("button", { name: "Sidste år" }).click();
      await expect(page).toHaveURL(new RegExp(`from=${year - 1}-01&to=${year - 1}-12`));
      await expect(options.getByRole("combobox", { name: "Til" })).toHaveValue(`${year - 1}-12`);
      const thisYear = options.getByRole("button", { name: "I år indtil nu" });
      await thisYear.click();
      await expect(thisYear).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(new RegExp(`from=${year}-01`));
      // the options fold away again, as a thumb leaves them once chosen
      await options.locator("summary").click();
      await expect(options).not.toHaveAttribute("open");
      const pdf = register.getByRole("link", { name: "Hent Kemikalieregister som PDF" });
      await expect(pdf).toHaveAttribute("href", new RegExp(`format=pdf&from=${year}-01&to=${year}-\\d{2}`));

      // the browser downloads the file; the entry says it is on its way
      const downloading = page.waitForEvent("download");
      await (await hydrated(pdf)).click();
      await expect(register.getByRole("status")).toHaveText("Din PDF bliver lavet og hentes om et øjeblik.");
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^Kemikalieregister .*\.pdf$/);
      const text = pdfText(fs.readFileSync((await download.path())!)).replace(/\s+/g, " ");
      expect(text).toContain("Kemikalieregister");
      expect(text).toContain("Nordic Demo Holding A/S");
      expect(text).toContain("Acetone technical");
      expect(text).toContain("Side 1");

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await resetLanguageToEnglish(page);
    }
  });
});

test("an editor schedules the GHG account monthly to two members, finds it in the list and archives it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const note = `For the monthly management meeting ${Date.now()}`;
  await new SignInPage(page).signInAs("editor@demo.example");
  await page.goto(SCREEN);
  await expect(page.getByRole("heading", { level: 1, name: "Lists and reports" })).toBeVisible();

  // the catalogue's own link opens the form with its report chosen
  await page.getByRole("link", { name: "Schedule GHG account by e-mail" }).click();
  const form = page.getByRole("form", { name: "Schedule a report" });
  const report = await hydrated(form.getByRole("combobox", { name: "Report" }));
  await expect(report).toHaveText("GHG account");
  await form.getByRole("combobox", { name: "Sent" }).click();
  await page.getByRole("option", { name: "Monthly (the month before)" }).click();
  await form.getByRole("checkbox", { name: "XLSX" }).check();
  const recipients = form.getByRole("combobox", { name: "Recipients" });
  await recipients.fill("Mette");
  await page.getByRole("option", { name: /Mette Manager/ }).click();
  await recipients.fill("Erik");
  await page.getByRole("option", { name: /Erik Editor/ }).click();
  await form.getByRole("textbox", { name: "Note" }).fill(note);
  await form.getByRole("button", { name: "Save" }).click();

  await expect(new Shell(page).toast()).toContainText("The scheduled report is saved.");
  await expect(page).toHaveURL(/\/monitoring\/lists-reports\/schedules\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scheduled report: GHG account");
  await expect(page.getByTestId("schedule-recipients")).toContainText("Erik Editor (editor@demo.example)");
  await expect(page.getByTestId("schedule-recipients")).toContainText("Mette Manager (manager@demo.example)");
  await expect(page.getByText("Not sent yet")).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();

  // the list, filtered to the report: how often, as what, to whom, not sent yet
  await page.goto(`${SCREEN}?reportKey=ghgAccount`);
  const link = page.locator(`a[href$="/schedules/${id}"]`);
  const row = page.getByRole("row").filter({ has: link });
  await expect(row).toContainText("Monthly (the month before)");
  await expect(row).toContainText("PDF, XLSX");
  await expect(row).toContainText("Erik Editor, Mette Manager");
  await expect(row).toContainText("Not sent yet");

  // archived, it sends no more and leaves the list of active schedules
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scheduled report: GHG account");
  await (await hydrated(page.getByRole("button", { name: "Archive: Scheduled report: GHG account" }))).click();
  await page.getByRole("dialog").getByRole("button", { name: "Archive" }).click();
  await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));
  await page.goto(`${SCREEN}?reportKey=ghgAccount`);
  await expect(page.getByRole("heading", { level: 2, name: "Scheduled reports" })).toBeVisible();
  await expect(page.locator(`a[href$="/schedules/${id}"]`)).toHaveCount(0);
  await page.goto(`${SCREEN}?reportKey=ghgAccount&archived=true`);
  await expect(page.locator(`a[href$="/schedules/${id}"]`)).toBeVisible();
});

test("a reader sees the reports they may open and no way to schedule one", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto(SCREEN);
  const register = page.locator('[data-report="chemicalRegister"]');
  await expect(register.getByRole("heading", { level: 3 })).toHaveText("Chemical register");
  await expect(register.getByRole("link", { name: "Download Chemical register as PDF" })).toBeVisible();
  await expect(register.getByRole("link", { name: "Download Chemical register as XLSX" })).toBeVisible();
  // the risk register lists what planning alone (MANAGE) reads
  await expect(page.locator('[data-report="riskRegister"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Scheduled reports" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Schedule/ })).toHaveCount(0);
  await page.goto(`${SCREEN}/schedules/new`);
  await expect(page).toHaveURL(/\/unauthorized/);
});
