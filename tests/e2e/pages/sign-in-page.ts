import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";
import { ACTIVE_ORG_KEY } from "@/lib/platform/client/active-organization";
import { antiForgeryToken } from "./anti-forgery";
import { hydrated } from "./hydration";
import { hasSecondFactor, isEnrolled, nextCode, oneAtATime, remember } from "./second-factors";

const DEMO_PASSWORD = "Demo-password-1";
const SETTING_UP_HEADING = /^(Set up two-factor sign-in|Slå totrinsbekræftelse til)$/;
const CODE_HEADING = /^(Two-factor sign-in|Totrinsbekræftelse)$/;
const SECOND_STEP_HEADING = new RegExp(`${SETTING_UP_HEADING.source}|${CODE_HEADING.source}`);

export class SignInPage {
  constructor(private readonly page: Page) {}

  async open(returnUrl?: string) {
    await this.page.goto(returnUrl ? `/?return_url=${encodeURIComponent(returnUrl)}` : "/");
  }

  /** The password, and for an account with a second factor (a maintainer) the step after it. */
  async signIn(email: string, password = DEMO_PASSWORD) {
    if (password !== DEMO_PASSWORD || !hasSecondFactor(email)) return this.password(email, password);
    await oneAtATime(async () => {
      await this.password(email, password);
      await this.secondStep(email);
      // the app has taken the code once its page is left
      await expect(this.page.getByRole("heading", { name: SECOND_STEP_HEADING })).toBeHidden();
    });
  }

  private async password(email: string, password: string) {
    const form = this.page.locator("form");
    await form.locator('input[autocomplete="username"]').fill(email);
    await form.locator('input[autocomplete="current-password"]').fill(password);
    await form.locator('button[type="submit"]').click();
  }

  /** Sets up the app at the account's first sign-in of the run, else types its next code. */
  private async secondStep(email: string) {
    const { page } = this;
    if (!isEnrolled(email)) {
      await expect(page.getByRole("heading", { name: SETTING_UP_HEADING })).toBeVisible();
      const secret = (await page.locator("code").innerText()).replace(/\s/g, "");
      await page
        .getByRole("textbox", { name: /^(Code from the app|Kode fra appen)$/ })
        .fill(await generate({ secret }));
      await page.getByRole("button", { name: /^(Turn on|Slå til)$/ }).click();
      const codes = page.getByRole("list", { name: /^(Recovery codes|Gendannelseskoder)$/ }).getByRole("listitem");
      await expect(codes).toHaveCount(10);
      remember(email, secret, await codes.allInnerTexts());
      await page.getByRole("button", { name: /^(I have saved the codes|Jeg har gemt koderne)$/ }).click();
      return;
    }
    await expect(page.getByRole("heading", { name: CODE_HEADING })).toBeVisible();
    const { code, recovery } = await nextCode(email);
    if (recovery)
      await page
        .getByRole("button", { name: /^(Use a recovery code instead|Brug en gendannelseskode i stedet)$/ })
        .click();
    await page
      .getByRole("textbox", { name: /^(Code from the app|Kode fra appen|Recovery code|Gendannelseskode)$/ })
      .fill(code);
    await page.getByRole("button", { name: /^(Sign in|Log ind)$/ }).click();
  }

  /**
   * Signs in and waits for the dashboard, hydrated. An account with one step signs in through the
   * sign-in API, as the form does (the form is the sign-in specs' own subject): a real sign-in with
   * a session of its own, without rendering the front page for every spec. A maintainer's second
   * step goes through the form.
   */
  async signInAs(email: string) {
    if (hasSecondFactor(email)) {
      await this.open();
      await this.signIn(email);
    } else {
      await this.signInThroughApi(email);
      await this.page.goto("/dashboard");
    }
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await hydrated(this.page.locator("body"));
  }

  /** What the sign-in form sends and keeps: the password, then the first organization as the active one. */
  private async signInThroughApi(email: string, password = DEMO_PASSWORD) {
    const { request } = this.page;
    // any answer hands out the anti-forgery cookie the form's page would have
    const methods = await request.get(`/api/v1/sign-in-methods?${new URLSearchParams({ email })}`);
    expect(methods.ok()).toBe(true);
    const answer = await request.post("/api/v1/authentications", {
      form: { username: email, password },
      headers: { "x-xsrf-token": await antiForgeryToken(this.page.context()) },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const [first] = ((await answer.json()) as { content: { id: string }[] }).content;
    const url = new URL(methods.url()).origin;
    // the page's script keeps the person's language from the answer's Content-Language (the front
    // page speaks it after signing out) and the first organization as the active one
    const language = answer.headers()["content-language"];
    await this.page
      .context()
      .addCookies([
        ...(language ? [{ name: "lang", value: language, url }] : []),
        ...(first ? [{ name: ACTIVE_ORG_KEY, value: first.id, url }] : []),
      ]);
  }
}
