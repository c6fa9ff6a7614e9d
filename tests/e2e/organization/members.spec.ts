import fs from "node:fs";
import { expect, test } from "../test";
import { PEOPLE, PeoplePages } from "../pages/people-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("a manager invites a member with a role, and the member gets the role's competence requirements", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const people = new PeoplePages(page);
  await people.openTab("members");
  await page.getByRole("link", { name: "Add member" }).click();
  await page.getByLabel(/^name/i).fill("Nanna Berg");
  await page.getByLabel(/^e-mail/i).fill("nanna.berg@demo.example");
  await page.getByLabel(/^job title/i).fill("Forklift driver");
  await people.choose(/^roles$/i, "Warehouse", /Warehouse operator/);
  await people.save();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nanna Berg");
  await expect(new Shell(page).toast()).toContainText("Nanna Berg is added.");
  await expect(people.requirement("Forklift certificate")).toContainText("From role: Warehouse operator");
  await expect(people.requirement("Forklift certificate")).toContainText("Not yet acquired");

  const log = fs.readFileSync(process.env.E2E_SERVER_LOG!, "utf8");
  expect(log).toContain("[mail] to nanna.berg@demo.example");
  expect(log.slice(log.lastIndexOf("[mail] to nanna.berg@demo.example"))).toMatch(/\/reset-password\?token=/);

  // taking the role away takes away the requirements that came only from it
  await page.getByRole("link", { name: "Edit" }).click();
  const roleChip = page.getByRole("button", { name: "Warehouse operator" });
  await roleChip.locator("svg").click();
  await expect(roleChip).toHaveCount(0);
  await people.save();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nanna Berg");
  await expect(people.requirement("Forklift certificate")).toHaveCount(0);
});

test("a certificate is uploaded to a competence, downloaded and replaced", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  const people = new PeoplePages(page);
  await people.openTab("competences");
  await people.row("First aid").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("First aid");
  await page.getByRole("link", { name: "Edit" }).click();

  await page.getByTestId("document-add-input").setInputFiles({
    name: "first-aid-2026.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% first version\n%%EOF\n"),
  });
  await people.save();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("First aid");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download first-aid-2026.pdf" }).click();
  const first = await download;
  expect(first.suggestedFilename()).toBe("first-aid-2026.pdf");
  expect(fs.readFileSync(await first.path())).toEqual(Buffer.from("%PDF-1.4\n% first version\n%%EOF\n"));

  await page.getByRole("link", { name: "Edit" }).click();
  await page.getByTestId("document-replace-first-aid-2026.pdf").setInputFiles({
    name: "first-aid-2026-signed.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% signed version\n%%EOF\n"),
  });
  await people.save();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("First aid");
  const again = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download first-aid-2026-signed.pdf" }).click();
  const second = await again;
  expect(second.suggestedFilename()).toBe("first-aid-2026-signed.pdf");
  expect(fs.readFileSync(await second.path()).toString()).toContain("signed version");
});

test("a reader sees the lists but no edit actions", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  const people = new PeoplePages(page);
  for (const tab of ["members", "roles", "competences"] as const) {
    await people.openTab(tab);
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByRole("link", { name: /^add /i })).toHaveCount(0);
  }
  await people.openTab("members");
  await people.row("Jonas Kristensen").click();
  await expect(page).toHaveURL(new RegExp(`${PEOPLE}\\?tab=members$`));
});

test("the lists page, sort and search, and it reads in Danish", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  const people = new PeoplePages(page);
  await people.openTab("members");
  await page.getByLabel("Search name or e-mail").fill("kristensen");
  await expect(page).toHaveURL(/q=kristensen/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("columnheader", { name: "Job title" }).click();
  await expect(page).toHaveURL(/sort=jobTitle%2Casc/);

  await new Shell(page).switchLanguage("Dansk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medlemmer, roller og kompetencer");
  await expect(page.getByRole("tab", { name: "Roller" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Stilling" })).toBeVisible();
  await new Shell(page).switchLanguage("English");
});
