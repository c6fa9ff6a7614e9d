import { expect, test } from "../test";
import { PeoplePages } from "../pages/people-pages";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

// A member's acquisitions of competences (issue "audit-ready", point 4): recorded with the
// certificate, kept one by one, and a competence not yet acquired counted as missing.

test("a manager records an acquisition with its certificate, and earlier ones stay on record", async ({ page }) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs("manager@demo.example");
  const people = new PeoplePages(page);
  await people.openTab("members");
  // two competences Aisha must hold and has not acquired: missing, not "all valid"
  const row = people.row("Aisha Rahman");
  await expect(row).toContainText("2 not yet acquired");
  await row.getByRole("link", { name: "Aisha Rahman" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aisha Rahman");
  await expect(people.requirement("Working at height")).toHaveAttribute("data-status", "MISSING");

  await people.requirement("Working at height").getByRole("link", { name: "Record: Working at height" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Record an acquisition" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: /^Competence/ })).toHaveText("Working at height");
  await page.getByTestId("document-add-input").setInputFiles({
    name: "height-course.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% fall protection course\n%%EOF\n"),
  });
  await page.getByRole("textbox", { name: /^Note/ }).fill("Two-day course, harness and lifts");
  await people.save();
  await expect(new Shell(page).toast()).toContainText("The acquisition is recorded.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aisha Rahman");

  // the requirement is valid now and shows its certificate; the acquisition is listed with who recorded it
  await expect(people.requirement("Working at height")).toHaveAttribute("data-status", "OK");
  await expect(people.requirement("Working at height").getByRole("link", { name: "height-course.pdf" })).toBeVisible();
  const acquisitions = page.getByRole("region", { name: "Acquisitions and certificates" });
  const line = acquisitions.locator('[data-acquisition="Working at height"]');
  await expect(line).toContainText("valid until");
  await expect(line).toContainText("Two-day course, harness and lifts");
  await expect(line).toContainText("by Mette Manager");

  // a renewed first aid course: the earlier acquisition stays listed below the latest
  await people.openTab("members");
  await people.row("Mikkel Andersen").getByRole("link", { name: "Mikkel Andersen" }).click();
  await expect(page.locator('[data-acquisition="First aid"]')).toHaveCount(2);
  await expect(
    people.requirement("First aid").getByRole("link", { name: /^First aid - Mikkel Andersen\.pdf$/ }),
  ).toBeVisible();
});

test("the Danish member screen names acquisitions and certificates in Danish", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const people = new PeoplePages(page);
  await people.openTab("members");
  await people.row("Mikkel Andersen").getByRole("link", { name: "Mikkel Andersen" }).click();
  await new Shell(page).switchLanguage("Dansk");
  try {
    const acquisitions = page.getByRole("region", { name: "Erhvervelser og beviser" });
    await expect(acquisitions.locator('[data-acquisition="First aid"]').first()).toContainText("gyldig til");
    await expect(acquisitions.getByRole("link", { name: "Registrér en erhvervelse" })).toBeVisible();
  } finally {
    await resetLanguageToEnglish(page);
  }
});
