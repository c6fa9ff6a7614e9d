import { expect, type Page } from "@playwright/test";
import { listRecord } from "./list";

/** /leadership/policies and a policy's detail, edit and versions screens. */
export class PolicyPages {
  constructor(private readonly page: Page) {}

  async openList() {
    await this.page.goto("/leadership/policies");
    await expect(this.page.getByRole("heading", { level: 1, name: /^(policies|politikker)$/i })).toBeVisible();
  }

  row(title: string) {
    return listRecord(this.page, title);
  }

  newLink() {
    return this.page.getByRole("link", { name: /^(new policy|ny politik)$/i });
  }

  editLink() {
    return this.page.getByRole("link", { name: /^(edit|rediger)$/i });
  }

  versionsLink() {
    return this.page.getByRole("link", { name: /^(compare versions|sammenlign versioner)$/i });
  }

  publicLink() {
    return this.page.getByRole("link", { name: /^(open the public page|åbn den offentlige side)$/i });
  }

  editor() {
    return this.page.getByRole("textbox", { name: /^(policy text|politikkens tekst)/i });
  }

  /** Types a paragraph at the end of the text. */
  async appendParagraph(text: string) {
    await this.editor().click();
    await this.page.keyboard.press("Control+End");
    await this.page.keyboard.press("Enter");
    await this.page.keyboard.type(text);
  }

  /** Ticks "approve", picks the approver by name and leaves the date at today. */
  async approveBy(search: string, option: RegExp) {
    await this.page.getByRole("checkbox", { name: /approve the text as saved/i }).check();
    await this.page.getByLabel(/^approved by/i).fill(search);
    await this.page.getByRole("option", { name: option }).click();
  }

  async save() {
    await this.page.getByRole("button", { name: /^(save|gem)$/i }).click();
    await expect(this.page).toHaveURL(/\/leadership\/policies\/[0-9a-f-]{36}$/);
  }

  /** Chooses the two versions to compare (the comparison follows the URL). */
  async compare(from: number, to: number) {
    const choose = async (label: RegExp, version: number) => {
      const select = this.page.getByRole("combobox", { name: label });
      await select.click();
      await this.page.getByRole("option", { name: new RegExp(`^Version ${version} ·`) }).click();
      await expect(select).toHaveText(new RegExp(`^Version ${version} ·`));
    };
    await choose(/compare version|sammenlign version/i, from);
    await choose(/with version|med version/i, to);
    await expect(this.page.getByRole("heading", { level: 2, name: `Version ${to}` })).toBeVisible();
  }

  added() {
    return this.page.getByTestId("diff-added").locator("ins");
  }

  removed() {
    return this.page.getByTestId("diff-removed").locator("del");
  }
}
