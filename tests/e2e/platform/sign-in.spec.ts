import { expect, test } from "../test";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";
import { PLANNED } from "@/lib/modules/planned";

const ALL_GROUPS = [
  "dashboard",
  "admin",
  "organization",
  "leadership",
  "planning",
  "operation",
  "documents",
  "monitoring",
  "chemicals",
  "evaluation",
];

test("the admin sees every menu group, the admin area included", async ({ page }) => {
  await new SignInPage(page).signInAs("admin@demo.example");
  const shell = new Shell(page);
  expect(await shell.menuGroups()).toEqual(ALL_GROUPS);
  const keys = await shell.menuKeys();
  expect(keys).toContain("admin.stakeholders");
  expect(keys).toContain("admin.questionnaires");
  for (const built of ["admin.questionnaires", "admin.agreementTemplates"]) {
    await expect(shell.desktopMenu().locator(`[data-menu-key="${built}"]`)).not.toHaveAttribute(
      "aria-disabled",
      "true",
    );
  }
  // an entry still to come is in the menu, disabled
  const planned = PLANNED.find((entry) => entry.group !== "quickActions");
  if (planned) {
    await expect(shell.desktopMenu().locator(`[data-menu-key="${planned.group}.${planned.key}"]`)).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  }
});

test("a manager sees planning and organization management but not the admin area", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const shell = new Shell(page);
  expect(await shell.menuGroups()).toEqual(ALL_GROUPS.filter((group) => group !== "admin"));
  expect(await shell.menuKeys()).toContain("organization.manageOrganization");
});

test("an editor sees no planning and no organization management", async ({ page }) => {
  await new SignInPage(page).signInAs("editor@demo.example");
  const keys = await new Shell(page).menuKeys();
  expect(keys.some((key) => key.startsWith("planning."))).toBe(false);
  expect(keys).not.toContain("organization.manageOrganization");
});

test("a reader sees no planning and no edit actions", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  const shell = new Shell(page);
  expect(await shell.menuGroups()).toEqual(ALL_GROUPS.filter((group) => !["admin", "planning"].includes(group)));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Quick actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Report event" })).toHaveCount(0);
});

test("the LIMITED holding sees only the entries available to limited access", async ({ page }) => {
  await new SignInPage(page).signInAs("limited@demo.example");
  expect(await new Shell(page).menuKeys()).toEqual([
    "dashboard.dashboard",
    "organization.members",
    "organization.scope",
    "organization.stakeholders",
    "leadership.policies",
    "operation.procedures",
    "documents.bindingObligations",
    "documents.ownDocuments",
    "monitoring.meters",
    "monitoring.waste",
    "evaluation.eventHandling",
  ]);
});

test("an anonymous deep link returns to the same page after sign-in", async ({ page }) => {
  await page.goto("/events/new?source=mail");
  await expect(page).toHaveURL(/\/\?return_url=%2Fevents%2Fnew%3Fsource%3Dmail$/);
  await new SignInPage(page).signIn("editor@demo.example");
  await expect(page).toHaveURL(/\/events\/new\?source=mail$/);
  await expect(page.getByRole("heading", { name: "Report an event" })).toBeVisible();
});

test("a foreign return_url is not followed", async ({ page }) => {
  await new SignInPage(page).open("https://evil.example/");
  await new SignInPage(page).signIn("reader@demo.example");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a reader opening an edit route lands on /unauthorized, inside the shell, with a way back", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/organization/scope");
  // as a link on the scope page would open it (the reader has none): the page behind is ours
  await page.goto("/organization/scope/edit", { referer: new URL("/organization/scope", page.url()).toString() });
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
  // the menu is there, so the person can go on from here
  await expect(new Shell(page).desktopMenu()).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/organization\/scope$/);
});

test("a wrong password is refused with a message", async ({ page }) => {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn("reader@demo.example", "Not-the-right-one-1");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Wrong e-mail or password.");
  await expect(page).toHaveURL(/\/$/);
});

test("signing out ends the session", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await new Shell(page).signOut();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/\?return_url=%2Fdashboard$/);
});

test("a signed-in visitor of the front page goes to the dashboard", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
});
