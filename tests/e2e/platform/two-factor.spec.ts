import { generate } from "otplib";
import { expect, test, type Page } from "../test";
import { seriousViolations } from "../pages/axe";
import { PHONE } from "../pages/list";
import { ManageOrganizationPage } from "../pages/organization-pages";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

// The tests turn two-factor sign-in off again; this file runs last, after the specs that sign the
// reader in (the password-reset spec changes another demo account's password).
const EMAIL = "reader@demo.example";
const PASSWORD = "Demo-password-1";

/** The code an authenticator app shows for the step after the current one (each is accepted once). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

test("by keyboard: two-factor sign-in is set up, signs in with a code and with a recovery code, and is turned off", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new SignInPage(page).signInAs(EMAIL);
  await page.goto("/profile");
  await expect(page.getByText(/two-factor sign-in is off/i)).toBeVisible();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("img", { name: "QR code for the authenticator app" })).toBeVisible();
  const secret = (await page.locator("code").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // the code field has the focus; the password follows
  await page.keyboard.type(await generate({ secret }));
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await page.getByRole("button", { name: "I have saved the codes" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/two-factor sign-in is on since .*10 recovery codes are left/i)).toBeVisible();
  await new Shell(page).signOut();

  // the password alone opens nothing: the code comes next
  const signIn = new SignInPage(page);
  await signIn.signIn(EMAIL, PASSWORD);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.type("000000");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/the code is not right/i)).toBeVisible();
  await page.keyboard.type(await nextCode(secret));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await new Shell(page).signOut();

  // without the phone: a recovery code, once
  await signIn.signIn(EMAIL, PASSWORD);
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/profile");
  await expect(page.getByText(/9 recovery codes are left/i)).toBeVisible();
  await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await page.keyboard.type(recoveryCodes[1]);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByText(/two-factor sign-in is off/i)).toBeVisible();
});

/** The holding's edit form: its setting for managers set or cleared, and saved. */
async function askManagersForTwoFactor(page: Page, ask: boolean) {
  const structure = new ManageOrganizationPage(page);
  await structure.open();
  await structure.row("Nordic Demo Holding A/S").getByRole("link", { name: /^edit/i }).click();
  await page.getByRole("checkbox", { name: "Managers sign in with two factors" }).setChecked(ask);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/organization\/manage-organization$/);
}

test("a holding asks its managers for two-factor sign-in: a manager sets up the app at the next sign-in, before anything else", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const manager = "manager@demo.example";
  await new SignInPage(page).signInAs(manager);
  await askManagersForTwoFactor(page, true);
  await new Shell(page).signOut();

  await new SignInPage(page).signIn(manager, PASSWORD);
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
  await expect(page.getByText(/your organization asks it of its managers/i)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const secret = (await page.locator("code").innerText()).replace(/\s/g, "");
  await page.getByLabel("Code from the app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await page.getByRole("button", { name: "I have saved the codes" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/profile");
  await expect(page.getByText(/it is required for your account and stays on/i)).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn off two-factor sign-in" })).toHaveCount(0);

  // the setting cleared, the manager may turn it off again (and later specs sign in with a password)
  await askManagersForTwoFactor(page, false);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  const turnOff = page.getByRole("form", { name: "Turn off two-factor sign-in" });
  await turnOff.getByLabel("Code from the app, or a recovery code").fill(recoveryCodes[0]);
  await turnOff.getByLabel("Password").fill(PASSWORD);
  await turnOff.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(page.getByText(/two-factor sign-in is off/i)).toBeVisible();
});

test("on a 390 px phone in Danish: setting up and the second step read in Danish, by thumb, with no serious axe finding", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // a Danish member of the LIMITED organization; the test turns two-factor sign-in off again
  const email = "limited@demo.example";
  const page = await (await browser.newContext(PHONE)).newPage();
  await new SignInPage(page).signInAs(email);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Slå totrinsbekræftelse til" }).click();
  await expect(page.getByRole("img", { name: "QR-kode til godkendelsesappen" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const secret = (await page.locator("code").innerText()).replace(/\s/g, "");
  const turnOn = page.getByRole("form", { name: "Slå til" });
  await turnOn.getByLabel("Kode fra appen").fill(await generate({ secret }));
  await turnOn.getByLabel("Adgangskode").fill(PASSWORD);
  await turnOn.getByRole("button", { name: "Slå til" }).click();
  await expect(page.getByRole("list", { name: "Gendannelseskoder" }).getByRole("listitem")).toHaveCount(10);
  expect(await seriousViolations(page)).toEqual([]);
  const recoveryCodes = await page
    .getByRole("list", { name: "Gendannelseskoder" })
    .getByRole("listitem")
    .allInnerTexts();
  await page.getByRole("button", { name: "Jeg har gemt koderne" }).click();
  await new Shell(page).signOut();

  await new SignInPage(page).signIn(email, PASSWORD);
  await expect(page.getByRole("heading", { name: "Totrinsbekræftelse" })).toBeVisible();
  await expect(page.getByLabel("Kode fra appen")).toHaveAttribute("inputmode", "numeric");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Kode fra appen").fill("000000");
  await page.getByRole("button", { name: "Log ind", exact: true }).click();
  await expect(page.getByText(/Koden er ikke rigtig/)).toBeVisible();
  await page.getByLabel("Kode fra appen").fill(await nextCode(secret));
  await page.getByRole("button", { name: "Log ind", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Slå totrinsbekræftelse fra" }).click();
  const turnOff = page.getByRole("form", { name: "Slå totrinsbekræftelse fra" });
  await turnOff.getByLabel("Kode fra appen eller en gendannelseskode").fill(recoveryCodes[0]);
  await turnOff.getByLabel("Adgangskode").fill(PASSWORD);
  await turnOff.getByRole("button", { name: "Slå totrinsbekræftelse fra" }).click();
  await expect(page.getByText(/Totrinsbekræftelse er slået fra/)).toBeVisible();
  await page.context().close();
});
