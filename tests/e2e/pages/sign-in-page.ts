import { expect, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

const DEMO_PASSWORD = "Demo-password-1";

export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(returnUrl?: string) {
    await this.page.goto(returnUrl ? `/?return_url=${encodeURIComponent(returnUrl)}` : "/");
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    const form = this.page.locator("form");
    await form.locator('input[autocomplete="username"]').fill(email);
    await form.locator('input[autocomplete="current-password"]').fill(password);
    await form.locator('button[type="submit"]').click();
  }

  /** Signs in from the front page and waits for the dashboard, hydrated. */
  async signInAs(email: string) {
    await this.open();
    await this.signIn(email);
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await hydrated(this.page.locator("body"));
  }
}
