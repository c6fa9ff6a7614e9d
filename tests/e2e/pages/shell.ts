import { expect, type Page } from "@playwright/test";

export class Shell {
  constructor(private readonly page: Page) {}

  /** The menu column beside the page (from the md breakpoint on). */
  desktopMenu() {
    return this.page.getByTestId("side-menu");
  }

  /** The menu drawer of small screens, while it is open. */
  mobileMenu() {
    return this.page.getByRole("dialog", { name: /main navigation|hovedmenu/i });
  }

  /** The keys (group.entry) of the menu entries in the desktop menu, in order. */
  async menuKeys(): Promise<string[]> {
    const menu = this.desktopMenu();
    await expect(menu.locator("[data-menu-key]").first()).toBeVisible();
    return menu.locator("[data-menu-key]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-menu-key")!));
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

  /** Picks the first organization whose name matches (the native select indents its options by level). */
  async switchOrganization(name: string) {
    const select = this.page.locator("header").getByRole("combobox", { name: /organization|organisation/i });
    const option = select
      .locator("option")
      .filter({ hasText: new RegExp(name) })
      .first();
    await select.selectOption((await option.getAttribute("value"))!);
  }

  async switchLanguage(label: "English" | "Dansk") {
    await this.page
      .locator("header")
      .getByRole("combobox", { name: /language|sprog/i })
      .selectOption({ label });
  }

  async signOut() {
    await this.page.getByRole("button", { name: /account of|konto for/i }).click();
    await this.page.getByRole("menuitem", { name: /sign out|log ud/i }).click();
    await expect(this.page).toHaveURL(/\/$/);
  }
}
