import { expect, test } from "../test";
import { PEOPLE } from "../pages/people-pages";
import { SignInPage } from "../pages/sign-in-page";

// How forms speak and behave: messages next to their fields in the person's language, a taken
// value told apart from a stale update, the Back button guarded, readers kept out of create forms.

test("a failed sign-in puts the focus on its error", async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn("editor@demo.example", "not-the-password");
  const error = page.getByRole("form", { name: "Sign in" }).getByRole("alert");
  await expect(error).toBeVisible();
  await expect(error).toBeFocused();
});

test("a reader opening the new-member form is sent to /unauthorized", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  for (const kind of ["members", "roles", "competences"]) {
    await page.goto(`${PEOPLE}/${kind}/new`);
    await expect(page).toHaveURL(/\/unauthorized$/);
  }
});

test("a taken name marks the field instead of claiming a stale update, and fixing it clears the mark", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto(`${PEOPLE}/roles/new`);
  const name = page.getByLabel(/^name/i);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Fill in this field.")).toBeVisible();
  await expect(page.getByText(/Too small|expected string/)).toHaveCount(0);

  await name.fill("Production operator");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("This is already in use. Choose another.")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await expect(page.getByText(/Someone else changed this/)).toHaveCount(0);

  await name.fill("Production operator, night shift");
  await expect(page.getByText("This is already in use. Choose another.")).toHaveCount(0);
  await expect(name).toHaveAttribute("aria-invalid", "false");
});

test("field messages are Danish for a Danish user", async ({ page }) => {
  await new SignInPage(page).signInAs("limited@demo.example");
  await page.goto(`${PEOPLE}/roles/new`);
  await page.getByRole("button", { name: "Gem" }).click();
  await expect(page.getByText("Udfyld dette felt.")).toBeVisible();
  await expect(page.getByText(/For lille|expected/)).toHaveCount(0);
});

test("the browser's Back button asks before dropping unsaved input", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto(`${PEOPLE}?tab=roles`);
  await page.goto(`${PEOPLE}/roles/new`);
  const name = page.getByLabel(/^name/i);
  await name.fill("Crane operator");

  // staying: the form and its input are still there
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toEqual(["You have unsaved changes. Leave anyway?"]);
  await expect(page).toHaveURL(/\/roles\/new$/);
  await expect(name).toHaveValue("Crane operator");

  // leaving: back to the list
  page.once("dialog", (dialog) => void dialog.accept());
  await page.goBack();
  await expect(page).toHaveURL(/tab=roles$/);
});

test("after a save, Back leaves the form with one press", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto(`${PEOPLE}?tab=roles`);
  await page.goto(`${PEOPLE}/roles/new`);
  await page.getByLabel(/^name/i).fill(`Back-button role ${Date.now()}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/roles\/[0-9a-f-]{36}$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/roles\/new$/);
  await page.goBack();
  await expect(page).toHaveURL(/tab=roles$/);
});

test("a page outside a LIMITED organization's feature access says so, not that the role is lacking", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("limited@demo.example");
  await page.goto("/monitoring/control-book");
  await expect(page).toHaveURL(/\/unauthorized\?reason=feature-access$/);
  await expect(page.getByText(/funktionsadgangen for Limited Demo ApS/)).toBeVisible();
  await expect(page.getByText(/Din rolle/)).toHaveCount(0);
});

test("a toast stays clear of the page's content and does not follow the person to the next page", async ({ page }) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto(`${PEOPLE}/roles/new`);
  await page.getByLabel(/^name/i).fill("Toast tester");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toast tester");
  const toast = page.locator(".MuiSnackbar-root");
  await expect(toast).toContainText("Toast tester");
  const [toastBox, headingBox, menuBox] = await Promise.all([
    toast.boundingBox(),
    page.getByRole("heading", { level: 1 }).boundingBox(),
    page.locator("header").first().boundingBox(),
  ]);
  const overlaps = (a: typeof toastBox, b: typeof toastBox) =>
    !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps(toastBox, headingBox)).toBe(false);
  expect(overlaps(toastBox, menuBox)).toBe(false);
  // on a desktop it sits beside the page, at the foot of the side menu
  expect(overlaps(toastBox, await page.locator("#main-content").boundingBox())).toBe(false);
  // nor the page's own buttons, which the person may want next
  const actions = page.locator("#main-content").locator("a:visible, button:visible");
  expect(await actions.count()).toBeGreaterThan(0);
  const covered: string[] = [];
  for (const action of await actions.all()) {
    if (overlaps(toastBox, await action.boundingBox())) covered.push((await action.textContent()) ?? "");
  }
  expect(covered).toEqual([]);

  await page.getByTestId("side-menu").locator('[data-menu-key="organization.scope"]').click();
  await expect(page).toHaveURL(/\/organization\/scope$/);
  await expect(toast).toBeHidden();
});
