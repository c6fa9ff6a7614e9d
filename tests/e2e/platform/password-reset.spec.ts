import fs from "node:fs";
import { expect, test } from "../test";
import { SignInPage } from "../pages/sign-in-page";

const logFile = () => process.env.E2E_SERVER_LOG!;

/** How far the server's log has been written: a mail after this point is one the test asked for. */
const logLength = () => fs.statSync(logFile()).size;

/**
 * Without SMTP the server writes the reset link to its log: the first one to `email` after `from`
 * (an earlier mail to the same person, a digest say, holds no reset link or an old one).
 */
async function resetLinkFor(email: string, from: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const log = fs.readFileSync(logFile()).subarray(from).toString("utf8");
      const mail = log.indexOf(`[mail] to ${email}`);
      link = mail < 0 ? undefined : /(http\S+\/reset-password\?token=\S+)/.exec(log.slice(mail))?.[1];
      return link;
    })
    .toBeTruthy();
  return link!;
}

test("a forgotten password is reset through the e-mailed link", async ({ page }) => {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel("E-mail").fill("other@demo.example");
  const before = logLength();
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toContainText("other@demo.example");

  const link = new URL(await resetLinkFor("other@demo.example", before));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("New password", { exact: true }).fill("qwerty123456");
  await page.getByLabel("Repeat the new password").fill("qwerty123456");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("This password is too common; choose another.")).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill("Harbour-lights-2026");
  await page.getByLabel("Repeat the new password").fill("Harbour-lights-2026");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password is set. Sign in with it now.");

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("New password", { exact: true }).fill("Another-harbour-2026");
  await page.getByLabel("Repeat the new password").fill("Another-harbour-2026");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("used, expired or unknown");

  await signInPage.open();
  await signInPage.signIn("other@demo.example", "Harbour-lights-2026");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("asking for a link for an unknown address says the same", async ({ page }) => {
  await new SignInPage(page).open();
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel("E-mail").fill("nobody@nowhere.example");
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toContainText("If nobody@nowhere.example belongs to an account");
});
