import { expect, type Page } from "@playwright/test";

export class ManageOrganizationPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto("/organization/manage-organization");
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  row(name: string) {
    return this.page.locator(`[data-organization="${name}"]`);
  }

  async addSubsidiaryTo(parent: string, name: string, nace: { search: string; option: RegExp }) {
    await this.row(parent)
      .getByRole("link", { name: /add subsidiary|tilføj datterselskab/i })
      .click();
    await this.page.getByLabel(/^name|^navn/i).fill(name);
    await this.page.getByLabel(/NACE/).fill(nace.search);
    await this.page.getByRole("option", { name: nace.option }).click();
    await this.page.getByRole("button", { name: /^(save|gem)$/i }).click();
    await expect(this.page).toHaveURL(/\/organization\/manage-organization$/);
  }

  async addDepartmentTo(parent: string, name: string) {
    await this.row(parent)
      .getByRole("link", { name: /add department|tilføj afdeling/i })
      .click();
    await this.page.getByLabel(/^name|^navn/i).fill(name);
    await this.page.getByRole("button", { name: /^(save|gem)$/i }).click();
    await expect(this.page).toHaveURL(/\/organization\/manage-organization$/);
  }
}
