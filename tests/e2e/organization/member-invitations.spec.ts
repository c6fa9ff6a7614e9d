import { expect, test } from "../test";
import { PeoplePages } from "../pages/people-pages";
import { passwordLinkFor, ProfilePage } from "../pages/profile-page";
import { Shell } from "../pages/shell";
import { hydrated } from "../pages/hydration";
import { SignInPage } from "../pages/sign-in-page";

// two browsers and several sign-ins per test
test.describe.configure({ timeout: 180_000 });

test("a person of another tenant is invited, sees nothing of it until accepting, and then shows by their own name", async ({
  browser,
}) => {
  // the manager of Nordic Demo invites the manager of Limited Demo ApS (another tenant) under a name of its own
  const inviter = await (await browser.newContext()).newPage();
  await new SignInPage(inviter).signInAs("manager@demo.example");
  const people = new PeoplePages(inviter);
  await people.openTab("members");
  await inviter.getByRole("link", { name: "Add member" }).click();
  await inviter.getByLabel(/^name/i).fill("Lene from Limited");
  await inviter.getByLabel(/^e-mail/i).fill("limited@demo.example");
  await people.save();
  await expect(inviter.getByRole("heading", { level: 1 })).toHaveText("Lene from Limited");
  await expect(inviter.getByRole("status").filter({ hasText: "Invited:" })).toBeVisible();
  const memberUrl = inviter.url();
  await people.openTab("members");
  await expect(people.row("limited@demo.example")).toContainText("Invited");

  // the invited person (Danish) accepts on the profile; until then Nordic is not among their organizations
  const invitee = await (await browser.newContext()).newPage();
  await new SignInPage(invitee).signInAs("limited@demo.example");
  const switcher = invitee.locator("header").getByRole("combobox", { name: /organisation/i });
  await expect(switcher.locator("option").filter({ hasText: "Nordic Demo Holding" })).toHaveCount(0);
  await expect(invitee.getByRole("status").filter({ hasText: "En organisation inviterer dig" })).toBeVisible();
  const profile = new ProfilePage(invitee);
  await profile.openByKeyboard();
  const invitation = profile.invitation("Nordic Demo Holding A/S");
  await expect(invitation).toContainText("Inviterer dig til at blive medlem");
  await invitation.getByRole("button", { name: /^Accepter/ }).click();
  await expect(new Shell(invitee).toast()).toContainText("Du er nu medlem af Nordic Demo Holding A/S.");
  await expect(profile.invitation("Nordic Demo Holding A/S")).toHaveCount(0);
  await expect(switcher.locator("option").filter({ hasText: "Nordic Demo Holding" })).toHaveCount(1);

  // the organization now sees the person's own name, which it cannot change
  await inviter.goto(memberUrl);
  await expect(inviter.getByRole("heading", { level: 1 })).toHaveText("Lars Limited");
  await expect(inviter.getByRole("status").filter({ hasText: "Invited:" })).toHaveCount(0);
  await inviter.getByRole("link", { name: "Edit" }).click();
  await expect(inviter.getByLabel(/^name/i)).toBeDisabled();
});

test("a declined invitation disappears for both sides", async ({ browser }) => {
  const inviter = await (await browser.newContext()).newPage();
  await new SignInPage(inviter).signInAs("manager@demo.example");
  const people = new PeoplePages(inviter);
  await people.openTab("members");
  await inviter.getByRole("link", { name: "Add member" }).click();
  await inviter.getByLabel(/^name/i).fill("Olga from Other");
  await inviter.getByLabel(/^e-mail/i).fill("other@demo.example");
  await people.save();
  await expect(inviter.getByRole("heading", { level: 1 })).toHaveText("Olga from Other");

  const invitee = await (await browser.newContext()).newPage();
  await new SignInPage(invitee).signInAs("other@demo.example");
  await invitee.goto("/profile");
  const profile = new ProfilePage(invitee);
  await profile
    .invitation("Nordic Demo Holding A/S")
    .getByRole("button", { name: /^Decline/ })
    .click();
  await expect(new Shell(invitee).toast()).toContainText("The invitation is declined.");
  await expect(profile.invitation("Nordic Demo Holding A/S")).toHaveCount(0);

  await people.openTab("members");
  await expect(people.row("other@demo.example")).toHaveCount(0);
});

test("someone who belongs to no organization yet answers the invitation where they land", async ({ page }) => {
  const email = "noor.nowhere@demo.example";
  await new SignInPage(page).signInAs("manager@demo.example");
  const people = new PeoplePages(page);
  await people.openTab("members");
  await page.getByRole("link", { name: "Add member" }).click();
  await page.getByLabel(/^name/i).fill("Noor Nowhere");
  await page.getByLabel(/^e-mail/i).fill(email);
  await people.save();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Noor Nowhere");
  const invitationLink = await passwordLinkFor(email);
  await new Shell(page).signOut();

  // a password chosen through a reset link (not the invitation) accepts nothing
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect.poll(() => passwordLinkFor(email)).not.toBe(invitationLink);
  await page.goto(await passwordLinkFor(email));
  await page.getByLabel("New password", { exact: true }).fill("Quiet-meadow-2026");
  await page.getByLabel("Repeat the new password").fill("Quiet-meadow-2026");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password is set. Sign in with it now.");

  await new SignInPage(page).open();
  await new SignInPage(page).signIn(email, "Quiet-meadow-2026");
  await expect(page).toHaveURL(/\/unauthorized$/);
  const invitation = page.getByRole("listitem").filter({ hasText: "Nordic Demo Holding A/S" });
  // the sign-in form led here: the page is not the test's `goto`, which would wait for hydration
  await (await hydrated(invitation.getByRole("button", { name: /^Accept/ }))).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new Shell(page).activeOrganization()).toContainText("Nordic Demo Holding A/S");
});
