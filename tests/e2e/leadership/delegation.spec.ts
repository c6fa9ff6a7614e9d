import { expect, test } from "../test";
import { hydrated } from "../pages/hydration";
import { Shell } from "../pages/shell";
import { SignInPage } from "../pages/sign-in-page";

test("a member accepts their delegation, the coverage view changes, and the letter prints in their language", async ({
  page,
  browser,
}) => {
  // the manager sees what is missing: machinery and maintenance held by nobody, one delegation waiting
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/leadership/delegation");
  await expect(page.getByRole("heading", { level: 1, name: "Delegation" })).toBeVisible();
  const summary = page.getByTestId("coverage-summary");
  await expect(summary).toContainText("Nobody holds 1 required responsibility");
  await expect(summary).toContainText("1 delegation is not accepted yet");
  await expect(page.locator('[data-responsibility="MAINTENANCE_RESPONSIBLE"]')).toHaveAttribute(
    "data-uncovered",
    "true",
  );
  await expect(page.locator('[data-responsibility="FIRE_EVACUATION_WARDEN"]')).toContainText(
    "Rikke Reader (not accepted yet)",
  );

  // the reader, whose delegation it is, accepts it on its own screen
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await new SignInPage(reader).signInAs("reader@demo.example");
  await reader.goto("/leadership/delegation?accepted=false");
  await reader.getByRole("link", { name: "Fire and evacuation warden" }).first().click();
  await expect(reader.getByRole("heading", { level: 1, name: "Fire and evacuation warden" })).toBeVisible();
  await expect(reader.getByText("Not accepted yet")).toBeVisible();
  await (await hydrated(reader.getByRole("button", { name: "Accept the delegation" }))).click();
  await expect(new Shell(reader).toast()).toContainText("You have accepted the delegation.");
  await expect(reader.getByText(/^Accepted .* · Rikke Reader$/)).toBeVisible();
  await expect(reader.getByRole("button", { name: "Accept the delegation" })).toHaveCount(0);

  // the letter: one page in the member's language, naming the acceptance
  await reader.getByRole("link", { name: "Letter of delegation" }).click();
  const letter = reader.getByRole("article", { name: "Letter of delegation" });
  await expect(letter).toHaveAttribute("lang", "en");
  await expect(letter).toContainText(
    "Nordic Demo Holding A/S delegates to Rikke Reader the responsibility of Fire and evacuation warden",
  );
  await expect(letter).toContainText("Accepted in the system by Rikke Reader");
  await readerContext.close();

  // the manager's coverage no longer waits for it
  await page.reload();
  await expect(summary).toContainText("Nobody holds 1 required responsibility");
  await expect(summary).not.toContainText("not accepted yet");
  await expect(page.locator('[data-responsibility="FIRE_EVACUATION_WARDEN"]')).toContainText("Rikke Reader");
  await expect(page.locator('[data-responsibility="FIRE_EVACUATION_WARDEN"]')).not.toContainText("not accepted yet");
});

test("a reader sees delegations and changes nothing", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/leadership/delegation");
  await expect(page.getByRole("link", { name: "New delegation" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Delegate" })).toHaveCount(0);
  await page.goto("/leadership/delegation/new");
  await expect(page).toHaveURL(/\/unauthorized/);
});
