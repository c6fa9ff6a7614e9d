import { expect, type Page } from "@playwright/test";
import { listRecord, recordList } from "./list";

export const PEOPLE = "/organization/members-roles-and-competences";

export class PeoplePages {
  constructor(private readonly page: Page) {}

  async openTab(tab: "members" | "roles" | "competences") {
    await this.page.goto(`${PEOPLE}?tab=${tab}`);
    await expect(recordList(this.page)).toBeVisible();
  }

  row(text: string) {
    return listRecord(this.page, text);
  }

  /** Picks an option of a server-searched autocomplete. */
  async choose(label: RegExp, search: string, option: RegExp) {
    await this.page.getByLabel(label).fill(search);
    await this.page.getByRole("option", { name: option }).click();
  }

  async save() {
    await this.page.getByRole("button", { name: /^(save|gem)$/i }).click();
  }

  requirement(competence: string) {
    return this.page.locator(`[data-requirement="${competence}"]`);
  }
}
