// An editor imports a handler's statement in the handler's own headings: maps them once in the
// dialog, sees every row pass, registers them, and the next statement is read with the mapping
// remembered.
import { expect, test } from "../test";
import { SignInPage } from "../pages/sign-in-page";
import { Shell } from "../pages/shell";

const HANDLER = "Jysk Pap & Papir Genvinding A/S";

/** The recycler's statement: its own headings (only "Enhed" is one of the app's), Danish numbers. */
const statement = (day: string) => ({
  name: "opgorelse.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(
    ["Afhentet;Fraktion;Vægt;Enhed", `${day};Cardboard baler, goods receipt;1.250,5;kg`, `${day};15 01 01;0,5;t`].join(
      "\r\n",
    ),
  ),
});

test("an editor imports a handler's statement, mapping its headings once", async ({ page }) => {
  test.setTimeout(180_000);
  await new SignInPage(page).signInAs("editor@demo.example");
  await page.goto("/monitoring/waste");
  await page.getByRole("link", { name: HANDLER }).click();
  await expect(page).toHaveURL(/\/monitoring\/waste\/[0-9a-f-]{36}\/edit$/);

  await page.getByRole("button", { name: "Import a statement" }).click();
  const dialog = page.getByRole("dialog", { name: "Import the handler's statement" });
  await dialog.getByTestId("import-file").setInputFiles(statement("14.03.2019"));
  // the unit is found by its heading; date, arrangement and quantity wait for the editor
  await expect(dialog.getByRole("status").first()).toContainText("0 of 2 rows can be imported.");
  await expect(dialog.getByRole("combobox", { name: "Unit" })).toHaveValue("Enhed");
  await dialog.getByRole("combobox", { name: "Date" }).selectOption("Afhentet");
  await dialog.getByRole("combobox", { name: "Arrangement" }).selectOption("Fraktion");
  await dialog.getByRole("combobox", { name: "Quantity" }).selectOption("Vægt");
  await expect(dialog.getByRole("status").first()).toContainText("2 of 2 rows can be imported.");
  await expect(dialog.getByRole("cell", { name: "1.250,5" })).toBeVisible();
  await dialog.getByRole("button", { name: "Register 2 rows" }).click();
  await expect(new Shell(page).toast()).toContainText("2 rows registered.");
  await expect(dialog).toHaveCount(0);

  // the next statement: the handler remembers the mapping
  await page.getByRole("button", { name: "Import a statement" }).click();
  await dialog.getByTestId("import-file").setInputFiles(statement("11.04.2019"));
  await expect(dialog.getByRole("status").first()).toContainText("2 of 2 rows can be imported.");
  await expect(dialog.getByRole("combobox", { name: "Date" })).toHaveValue("Afhentet");
  await dialog.getByRole("button", { name: "Cancel" }).click();
});
