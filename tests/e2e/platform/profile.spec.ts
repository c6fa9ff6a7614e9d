import { expect, test } from "../test";
import { PeoplePages } from "../pages/people-pages";
import { passwordLinkFor, ProfilePage } from "../pages/profile-page";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

const EMAIL = "pia.profile@demo.example";
const FIRST_PASSWORD = "Lighthouse-keeper-2026";
const SECOND_PASSWORD = "Northern-harbour-2027";

// several browsers and sign-ins per test
test.describe.configure({ mode: "serial", timeout: 180_000 });

test("a new address is invited, chooses a password (which accepts) and lands in the organization", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const people = new PeoplePages(page);
  await people.openTab("members");
  await page.getByRole("link", { name: "Add member" }).click();
  await page.getByLabel(/^name/i).fill("Pia Profile");
  await page.getByLabel(/^e-mail/i).fill(EMAIL);
  await people.save();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pia Profile");
  await new Shell(page).signOut();

  await page.goto(await passwordLinkFor(EMAIL));
  await page.getByLabel("New password", { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(FIRST_PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password is set. Sign in with it now.");
  await new SignInPage(page).open();
  await new SignInPage(page).signIn(EMAIL, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new Shell(page).activeOrganization()).toContainText("Nordic Demo Holding A/S");
});

test("on a phone, by keyboard: the person changes their name and language", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await new SignInPage(page).open();
  await new SignInPage(page).signIn(EMAIL, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const profile = new ProfilePage(page);
  await profile.openByKeyboard();
  await profile.hasNoHorizontalOverflow();
  await expect(profile.section(/^invitations$/i)).toContainText("No open invitations.");

  const details = profile.section(/^name and language$/i);
  await details.getByRole("textbox", { name: /^name/i }).focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Pia Profile-Jensen");
  await page.keyboard.press("Tab"); // the e-mail address cannot change and takes no focus
  await expect(details.getByRole("combobox", { name: /^language/i })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: "Dansk" }).press("Enter");
  await details.getByRole("button", { name: "Save" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Din profil");
  await expect(profile.section(/^navn og sprog$/i).getByRole("textbox", { name: /^navn/i })).toHaveValue(
    "Pia Profile-Jensen",
  );
  await profile.hasNoHorizontalOverflow();
  await expect(page.getByRole("button", { name: "Konto for Pia Profile-Jensen" })).toBeVisible();

  // the organization shows the name the person chose
  const manager = await (await browser.newContext()).newPage();
  await new SignInPage(manager).signInAs("manager@demo.example");
  const people = new PeoplePages(manager);
  await people.openTab("members");
  await expect(people.row(EMAIL)).toContainText("Pia Profile-Jensen");
});

test("changing the password signs the person out elsewhere; sign out everywhere ends this session too", async ({
  browser,
}) => {
  const signedIn = async () => {
    const page = await (await browser.newContext()).newPage();
    await new SignInPage(page).open();
    await new SignInPage(page).signIn(EMAIL, FIRST_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    return page;
  };
  const here = await signedIn();
  const elsewhere = await signedIn();

  await here.goto("/profile");
  const password = new ProfilePage(here).section(/^adgangskode$/i);
  await password.getByLabel("Nuværende adgangskode").fill("not-the-password");
  await password.getByLabel("Ny adgangskode", { exact: true }).fill(SECOND_PASSWORD);
  await password.getByLabel("Gentag den nye adgangskode").fill(SECOND_PASSWORD);
  await password.getByRole("button", { name: "Skift adgangskode" }).click();
  await expect(password.getByText("Den nuværende adgangskode er forkert.")).toBeVisible();
  await expect(password.getByLabel("Nuværende adgangskode")).toBeFocused();
  await password.getByLabel("Nuværende adgangskode").fill(FIRST_PASSWORD);
  await password.getByRole("button", { name: "Skift adgangskode" }).click();
  await expect(password.getByRole("status")).toHaveText(
    "Din adgangskode er skiftet, og du er logget ud alle andre steder.",
  );

  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/\?return_url=/);
  await here.goto("/dashboard");
  await expect(here).toHaveURL(/\/dashboard$/);

  const again = await (await browser.newContext()).newPage();
  await new SignInPage(again).open();
  await new SignInPage(again).signIn(EMAIL, SECOND_PASSWORD);
  await expect(again).toHaveURL(/\/dashboard$/);

  await here.goto("/profile");
  await here.getByRole("button", { name: "Log ud alle steder" }).click();
  await expect(here).toHaveURL(/\/$/);
  await here.goto("/profile");
  await expect(here).toHaveURL(/\/\?return_url=/);
  await again.reload();
  await expect(again).toHaveURL(/\/\?return_url=/);
});
