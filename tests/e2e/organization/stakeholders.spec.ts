import { expect, test } from "../test";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";
import { StakeholderCataloguePage, StakeholderFormPage, StakeholderListPage } from "../pages/stakeholder-pages";

test("an editor adds a catalogue stakeholder with needs and a document", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  const list = new StakeholderListPage(page);
  await list.open();
  await list.addLink().click();

  const form = new StakeholderFormPage(page);
  await form.chooseFromCatalogue("Bered", "Beredskabsstyrelsen");
  await form.describeNeeds("Opdateret beredskabsplan og årlig brandøvelse.");
  await form.chooseRelevance("High");
  await form.attachPdf("beredskabsplan.pdf");
  await form.save();
  await expect(new Shell(page).toast()).toContainText("Beredskabsstyrelsen is added.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beredskabsstyrelsen");
  await expect(page.getByText("Opdateret beredskabsplan og årlig brandøvelse.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download beredskabsplan.pdf" })).toBeVisible();

  await list.open();
  await expect(list.row("Beredskabsstyrelsen")).toBeVisible();
  await list.search("Bered");
  await expect(list.grid().getByRole("link")).toHaveText(["Beredskabsstyrelsen"]);
});

test("a reader sees the stakeholders but cannot add or edit them", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  const list = new StakeholderListPage(page);
  await list.open();
  await expect(list.row("Miljøstyrelsen")).toBeVisible();
  await expect(list.addLink()).toHaveCount(0);

  await list.row("Miljøstyrelsen").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Miljøstyrelsen");
  await expect(page.getByText("Tolderlundsvej 5, 5000 Odense C")).toBeVisible();
  await expect(list.editLink()).toHaveCount(0);

  await page.goto("/organization/stakeholders/new/edit");
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("the admin adds a stakeholder to the shared catalogue", async ({ page }) => {
  await new SignInPage(page).signInAs("admin@demo.example");
  const catalogue = new StakeholderCataloguePage(page);
  await catalogue.open();
  await catalogue.add({ name: "Danske Regioner", type: "Organisation", city: "København" });
  await expect(new Shell(page).toast()).toContainText("Danske Regioner is added to the catalogue.");
  await expect(catalogue.row("Danske Regioner")).toBeVisible();
});
