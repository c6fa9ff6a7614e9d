import { expect, type Page } from "@playwright/test";

export class Shell {
  constructor(private readonly page: Page) {}

  /** The keys (group.entry) of the menu entries in the desktop drawer, in order. */
  async menuKeys(): Promise<string[]> {
    const drawer = this.page.locator(".MuiDrawer-docked");
    await expect(drawer.locator("[data-menu-key]").first()).toBeVisible();
    return drawer.locator("[data-menu-key]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-menu-key")!));
  }

  async menuGroups(): Promise<string[]> {
    return [...new Set((await this.menuKeys()).map((key) => key.split(".")[0]))];
  }

  /** The one toast on screen. */
  toast() {
    return this.page.locator(".MuiSnackbar-root");
  }

  activeOrganization() {
    return this.page.getByTestId("active-organization");
  }

  async switchOrganization(name: string) {
    await this.page
      .locator("header")
      .getByRole("combobox", { name: /organization|organisation/i })
      .click();
    await this.page.getByRole("option", { name: new RegExp(name) }).click();
  }

  async switchLanguage(label: "English" | "Dansk") {
    await this.page
      .locator("header")
      .getByRole("combobox", { name: /language|sprog/i })
      .click();
    await this.page.getByRole("option", { name: label }).click();
  }

  async signOut() {
    await this.page.getByRole("button", { name: /account of|konto for/i }).click();
    await this.page.getByRole("menuitem", { name: /sign out|log ud/i }).click();
    await expect(this.page).toHaveURL(/\/$/);
  }
}
