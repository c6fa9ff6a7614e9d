import fs from "node:fs";
import { expect, test, type Download, type Page } from "../test";
import ExcelJS from "exceljs";
import { PeoplePages } from "../pages/people-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

/** Chooses a format in the grid's export menu and answers the file it downloads. */
async function exportAs(page: Page, format: RegExp): Promise<Download> {
  await page.getByRole("button", { name: "Export" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: format }).click();
  return download;
}

async function sheetOf(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test("a manager exports the member list as the grid shows it: search and sort, every page, its columns", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  // the grid's search and sort live in its address
  await page.goto("/organization/members-roles-and-competences?tab=members&q=sen&sort=name,desc");
  await expect(page.getByRole("textbox", { name: "Search name or e-mail" })).toHaveValue("sen");
  // each name cell shows the name with the address under it, once the grid has its rows
  await expect(page.locator('.MuiDataGrid-row [data-field="name"]').first()).toBeVisible();
  const shown = await page.locator('.MuiDataGrid-row [data-field="name"]').allTextContents();
  expect(shown.length).toBeGreaterThan(1);

  const xlsx = await exportAs(page, /Excel/);
  expect(xlsx.suggestedFilename()).toMatch(/^Members \d{4}-\d{2}-\d{2}\.xlsx$/);
  const [heading, ...rows] = await sheetOf(xlsx);
  // the competences' column brings its three counts: overdue, due soon and not yet acquired
  expect(heading).toEqual([
    "Name",
    "E-mail",
    "Job title",
    "Work area",
    "Roles",
    "Overdue",
    "Due within 30 days",
    "Not yet acquired",
  ]);
  // the search and the sort of the grid, with the address the grid shows under each name
  expect(rows.map((row) => `${row[0]}${row[1]}`)).toEqual(shown);
  expect(rows.every((row) => /sen/i.test(`${row[0]} ${row[1]}`))).toBe(true);
  expect(rows.every((row) => typeof row[5] === "number" && typeof row[7] === "number")).toBe(true);

  const csv = await exportAs(page, /CSV/);
  expect(csv.suggestedFilename()).toMatch(/^Members \d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await csv.path())!, "utf8");
  expect(
    text.startsWith("\uFEFFName,E-mail,Job title,Work area,Roles,Overdue,Due within 30 days,Not yet acquired\r\n"),
  ).toBe(true);
  expect(text.trimEnd().split("\r\n")).toHaveLength(shown.length + 1);
});

test("the export menu works by keyboard and speaks Danish", async ({ page }) => {
  await new SignInPage(page).signInAs("limited@demo.example");
  await new PeoplePages(page).openTab("roles");
  const button = page.getByRole("button", { name: "Eksportér" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "CSV (kommasepareret)" })).toBeFocused();
  const download = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Roller .*\.csv$/);
  expect(fs.readFileSync((await file.path())!, "utf8")).toMatch(
    /^\uFEFFNavn,Beskrivelse,Kompetencer,Medlemmer,Sidst ændret/,
  );
});

test("a manager imports members from a sheet: the preview shows the errors and saves nothing, then every row", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const people = new PeoplePages(page);
  await people.openTab("members");
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import members" });
  const sheet = (lines: string[]) => ({
    name: "members.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Name;E-mail;Job title;Work area;Roles;Permissions\r\n${lines.join("\r\n")}\r\n`),
  });

  await dialog
    .getByTestId("import-file")
    .setInputFiles(
      sheet([
        "Ivo Import;ivo.import@demo.example;Welder;Production hall;Warehouse operator;Read",
        "Bad Row;not-an-address;;;;",
      ]),
    );
  await expect(dialog.getByRole("status").first()).toContainText("1 of 2 rows can be imported.");
  await expect(dialog.getByRole("row").filter({ hasText: "Bad Row" })).toContainText("E-mail:");
  await expect(dialog.getByRole("button", { name: "Import 1 member" })).toBeDisabled();

  await dialog
    .getByTestId("import-file")
    .setInputFiles(
      sheet([
        "Ivo Import;ivo.import@demo.example;Welder;Production hall;Warehouse operator;Read",
        "Ulla Upload;ulla.upload@demo.example;Planner;Office;;Edit",
      ]),
    );
  await expect(dialog.getByRole("status").first()).toContainText("2 of 2 rows can be imported.");
  await dialog.getByRole("button", { name: "Import 2 members" }).click();
  await expect(new Shell(page).toast()).toContainText("2 members imported.");
  await expect(dialog).toHaveCount(0);

  await page.goto("/organization/members-roles-and-competences?tab=members&q=ivo.import");
  await expect(people.row("Ivo Import")).toContainText("Production hall");
  await expect(people.row("Ivo Import")).toContainText("Warehouse operator");
});
