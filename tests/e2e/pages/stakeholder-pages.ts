import { expect, type Page } from "@playwright/test";

const SAVE = /^(save|gem)$/i;

/**
 * Picks an entry of a select. A click on an option while the menu is still opening is lost, and
 * the open menu then hides the rest of the form, so the pick is repeated until the menu has closed.
 */
async function choose(page: Page, combobox: RegExp, option: string) {
  await expect(async () => {
    if (!(await page.getByRole("listbox").isVisible())) await page.getByRole("combobox", { name: combobox }).click();
    await page.getByRole("option", { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(page.getByRole("listbox")).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** A stakeholder list (the organization's or the admin catalogue): a data grid whose names are links. */
class StakeholderGrid {
  constructor(protected readonly page: Page) {}

  grid() {
    return this.page.getByRole("grid");
  }

  row(name: string) {
    return this.grid().getByRole("link", { name, exact: true });
  }

  async search(text: string) {
    await this.page.getByLabel(/search by name|søg på navn/i).fill(text);
    await expect(this.page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
  }
}

/** /organization/stakeholders and the pages it leads to. */
export class StakeholderListPage extends StakeholderGrid {
  async open() {
    await this.page.goto("/organization/stakeholders");
    await expect(this.grid()).toBeVisible();
  }

  addLink() {
    return this.page.getByRole("link", { name: /add stakeholder|tilføj interessent/i });
  }

  /** On a stakeholder's own page. */
  editLink() {
    return this.page.getByRole("link", { name: /^(edit|rediger)$/i });
  }
}

/** /organization/stakeholders/{id}/edit, for a new stakeholder chosen from the catalogue. */
export class StakeholderFormPage {
  constructor(private readonly page: Page) {}

  async chooseFromCatalogue(search: string, name: string) {
    const box = this.page.getByRole("combobox", { name: /stakeholder from the catalogue|interessent fra kataloget/i });
    await box.fill(search);
    await this.page.getByRole("option", { name: new RegExp(`^${name}`) }).click();
  }

  async describeNeeds(text: string) {
    await this.page.getByLabel(/needs and expectations|behov og forventninger/i).fill(text);
  }

  async chooseRelevance(label: string) {
    await choose(this.page, /^(relevance|relevans)/i, label);
  }

  async attachPdf(name: string) {
    await this.page
      .getByTestId("document-add-input")
      .setInputFiles({ name, mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
    await expect(this.page.locator(`[data-document="${name}"]`)).toBeVisible();
  }

  /** Saves and waits for the stakeholder's own page. */
  async save() {
    await this.page.getByRole("button", { name: SAVE }).click();
    await expect(this.page).toHaveURL(/\/organization\/stakeholders\/[0-9a-f-]{36}$/);
  }
}

/** /admin/stakeholders: the shared catalogue. */
export class StakeholderCataloguePage extends StakeholderGrid {
  async open() {
    await this.page.goto("/admin/stakeholders");
    await expect(this.grid()).toBeVisible();
  }

  async add(entry: { name: string; type: string; city: string }) {
    await this.page.getByRole("link", { name: /add to catalogue|tilføj til kataloget/i }).click();
    await this.page.getByLabel(/^(name|navn)/i).fill(entry.name);
    await choose(this.page, /^type/i, entry.type);
    await this.page.getByLabel(/^(city|by)$/i).fill(entry.city);
    await this.page.getByRole("button", { name: SAVE }).click();
    await expect(this.page).toHaveURL(/\/admin\/stakeholders$/);
  }
}
