import { expect, type Page } from "@playwright/test";

/** /organization/scope: the active organization's scope. */
export class ScopePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto("/organization/scope");
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  /** The scope text as shown (a region named after it). */
  content() {
    return this.page.getByRole("region", { name: /^(scope text|tekst om anvendelsesområdet)$/i });
  }

  editLink() {
    return this.page.getByRole("link", { name: /edit the scope|rediger anvendelsesområdet/i });
  }

  versionsLink() {
    return this.page.getByRole("link", { name: /^(versions|versioner)$/i });
  }

  /** The number of the latest version, from the line under the title. */
  async latestVersion(): Promise<number> {
    const line = await this.page.getByTestId("scope-version").innerText();
    return Number(/(\d+)/.exec(line)![1]);
  }
}

/** /organization/scope/edit: the rich-text editor and the rest of the form. */
export class ScopeEditPage {
  constructor(private readonly page: Page) {}

  editor() {
    return this.page.getByRole("textbox", { name: /scope text|tekst om anvendelsesområdet/i });
  }

  /** Types a new paragraph at the end of the text. */
  async appendParagraph(text: string) {
    await this.editor().click();
    await this.page.keyboard.press("Control+End");
    await this.page.keyboard.press("Enter");
    await this.page.keyboard.type(text);
  }

  async save() {
    await this.page.getByRole("button", { name: /^(save|gem)$/i }).click();
    await expect(this.page).toHaveURL(/\/organization\/scope$/);
  }
}

/** /organization/scope/versions: two versions side by side. */
export class ScopeVersionsPage {
  constructor(private readonly page: Page) {}

  private async choose(label: RegExp, version: number) {
    const select = this.page.getByRole("combobox", { name: label });
    await select.click();
    await this.page.getByRole("option", { name: new RegExp(`^Version ${version} ·`) }).click();
    await expect(select).toHaveText(new RegExp(`^Version ${version} ·`));
  }

  /** Chooses the two versions; the comparison below follows the choice. */
  async compare(from: number, to: number) {
    await this.choose(/compare version|sammenlign version/i, from);
    await this.choose(/with version|med version/i, to);
    await expect(this.page.getByRole("heading", { level: 2, name: `Version ${to}` })).toBeVisible();
  }

  /** Words only the newer version has, marked as inserted. */
  added() {
    return this.page.getByTestId("diff-added").locator("ins");
  }

  removed() {
    return this.page.getByTestId("diff-removed").locator("del");
  }
}

/** Sets the signed-in user's stored language through the API, as the profile saves it. */
export async function setLanguage(page: Page, language: "en" | "da") {
  await page.evaluate(async (chosen) => {
    const token = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "";
    await fetch("/api/v1/user", {
      method: "PATCH",
      headers: { "content-type": "application/json", "x-xsrf-token": decodeURIComponent(token) },
      body: JSON.stringify({ language: chosen }),
    });
  }, language);
}

/**
 * Sets the signed-in user's stored language back to English through the API, so that a test that
 * switched to Danish leaves the shared demo account as it found it even when it failed halfway.
 */
export const resetLanguageToEnglish = (page: Page) => setLanguage(page, "en");
