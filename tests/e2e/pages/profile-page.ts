import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import { hydrated } from "./hydration";

/** The signed-in person's profile, reached through the account menu. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  /** Opens the account menu and its profile entry by keyboard. */
  async openByKeyboard() {
    // the page may be one a form led to, which the specs' `goto` did not wait to hydrate: a key
    // pressed before that opens nothing
    const account = await hydrated(this.page.getByRole("button", { name: /account of|konto for/i }));
    await account.focus();
    await this.page.keyboard.press("Enter");
    const entry = this.page.getByRole("menuitem", { name: /your profile|din profil/i });
    await expect(entry).toBeVisible();
    while (!(await entry.evaluate((node) => node === document.activeElement)))
      await this.page.keyboard.press("ArrowDown");
    await this.page.keyboard.press("Enter");
    await expect(this.page).toHaveURL(/\/profile$/);
    await expect(this.page.getByRole("heading", { level: 1 })).toHaveText(/your profile|din profil/i);
  }

  section(name: RegExp) {
    return this.page.getByRole("region", { name });
  }

  invitation(organization: string) {
    return this.section(/^(invitations|invitationer)$/i)
      .getByRole("listitem")
      .filter({ hasText: organization });
  }

  async hasNoHorizontalOverflow() {
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

/** Without SMTP the server writes mails to its log: the newest link to choose a password for the address. */
export async function passwordLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const log = fs.readFileSync(process.env.E2E_SERVER_LOG!, "utf8");
      const block = log.slice(log.lastIndexOf(`[mail] to ${email}`));
      link = /(http\S+\/reset-password\?token=\S+)/.exec(block)?.[1];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
