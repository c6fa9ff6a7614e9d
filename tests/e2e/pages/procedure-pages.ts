import { expect, type Page } from "@playwright/test";
import { listRecord } from "./list";

/** /operation/procedures and a procedure's detail, edit and public screens. */
export class ProcedurePages {
  constructor(private readonly page: Page) {}

  async openList() {
    await this.page.goto("/operation/procedures");
    await expect(this.page.getByRole("heading", { level: 1, name: /^(procedures|procedurer)$/i })).toBeVisible();
  }

  row(title: string) {
    return listRecord(this.page, title);
  }

  newLink() {
    return this.page.getByRole("link", { name: /^(new procedure|ny procedure)$/i });
  }

  editLink() {
    return this.page.getByRole("link", { name: /^(edit|rediger)$/i });
  }

  /** The public page's link for one language of the procedure. */
  publicLink(language: "English" | "Danish") {
    return this.page.getByRole("link", { name: `Open the public page in ${language}` });
  }

  /** "New procedure from a template": picks the template and copies it, landing on the copy's edit screen. */
  async fromTemplate(template: string) {
    await this.page.getByRole("combobox", { name: /^(template|skabelon)$/i }).click();
    await this.page.getByRole("option", { name: template }).click();
    await this.page.getByRole("button", { name: /^(use this template|brug denne skabelon)$/i }).click();
    await expect(this.page).toHaveURL(/\/operation\/procedures\/[0-9a-f-]{36}\/edit$/);
  }

  async save() {
    await this.page.getByRole("button", { name: /^(save|gem)$/i }).click();
    await expect(this.page).toHaveURL(/\/operation\/procedures\/[0-9a-f-]{36}$/);
  }
}
