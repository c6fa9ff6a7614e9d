import { expect, test, type Page } from "../test";
import { antiForgeryToken } from "../pages/anti-forgery";
import { PHONE } from "../pages/list";
import { SignInPage } from "../pages/sign-in-page";

// the demo holding's register holds Acetone technical, whose one substance is acetone
const ACETONE_CAS = "67-64-1";
const ACETONE = "Acetone technical";

type Tree = { id: string; name: string };

/** A policy of the demo holding written in Danish, with a word of its own in the text; answers that word. */
async function danishPolicy(page: Page): Promise<{ title: string; word: string; holding: string }> {
  const holding = ((await (await page.request.get("/api/v1/organizations")).json()) as Tree).id;
  const word = `skærebrænderen${Date.now()}`;
  const title = `Varmt arbejde ${Date.now()}`;
  const created = await page.request.post(`/api/v1/organizations/${holding}/policies`, {
    data: {
      title,
      content: `<h2>Varmt arbejde</h2><p>Før arbejdet tjekkes <strong>brandslukkeren</strong>, og ${word} slukkes efter brug.</p>`,
    },
    headers: { "x-xsrf-token": await antiForgeryToken(page.context()) },
  });
  expect(created.status()).toBe(201);
  return { title, word, holding };
}

test("a manager finds a chemical by its CAS number and a policy by a Danish word of its text, from the app bar", async ({
  page,
}) => {
  await new SignInPage(page).signInAs("manager@demo.example");
  const { title, word, holding } = await danishPolicy(page);
  const box = page.getByRole("searchbox", { name: "Search" });

  // "/" puts the focus in the box from anywhere but a field
  await page.keyboard.press("/");
  await expect(box).toBeFocused();
  await box.fill(ACETONE_CAS);
  const chemicals = page.getByRole("region", { name: "Chemicals" });
  await expect(chemicals.getByRole("link", { name: new RegExp(ACETONE) }).first()).toBeVisible();
  // the number that matched is marked
  await expect(chemicals.locator("mark", { hasText: ACETONE_CAS }).first()).toBeVisible();
  // Escape closes the list, the arrow key walks into it again, Enter opens the hit
  await page.keyboard.press("Escape");
  await expect(chemicals).toBeHidden();
  await expect(box).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(chemicals.getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/chemicals\/my-chemicals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ACETONE);

  // the chemical is the subsidiary's, whose page made it the active organization: the search
  // covers the active organization and those below it, so the holding's policy needs the holding
  await page.goto(`/dashboard?organization=${holding}`);
  // a Danish word of the policy's text, in an English interface; its start while typing finds it
  await page.keyboard.press("/");
  await box.fill(word.slice(0, 10));
  await box.fill(word);
  const policies = page.getByRole("region", { name: "Policies" });
  const hit = policies.getByRole("link", { name: new RegExp(title) });
  await expect(hit).toBeVisible();
  await expect(hit.locator("mark", { hasText: word })).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/leadership\/policies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("a manager searches from the quick action, by a CAS number and a Danish word, without sideways scrolling", async ({
    page,
  }) => {
    await new SignInPage(page).signInAs("manager@demo.example");
    const { title } = await danishPolicy(page);
    await page.getByRole("button", { name: "Quick actions" }).click();
    await page.getByRole("menuitem", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();

    const field = page.getByRole("searchbox", { name: "Search" });
    await expect(field).toBeFocused();
    await field.fill(ACETONE_CAS);
    const chemical = page
      .getByRole("region", { name: "Chemicals" })
      .getByRole("link", { name: new RegExp(ACETONE) })
      .first();
    await expect(chemical).toBeVisible();
    // the address keeps what was typed: a reload or a shared link shows the same hits
    await expect(page).toHaveURL(/\/search\?q=67-64-1$/);
    // rows are thumb-sized
    expect((await chemical.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await field.fill("brandslukkeren");
    await expect(
      page.getByRole("region", { name: "Policies" }).getByRole("link", { name: new RegExp(title) }),
    ).toBeVisible();
    await field.fill(ACETONE_CAS);
    await expect(page).toHaveURL(/\/search\?q=67-64-1$/);
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(ACETONE_CAS);
    await chemical.click();
    await expect(page).toHaveURL(/\/chemicals\/my-chemicals\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ACETONE);
  });
});
