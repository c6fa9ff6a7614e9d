import { expect, test, type Page } from "../test";
import { photoPng } from "../../../prisma/seed/png";
import { SignInPage } from "../pages/sign-in-page";
import { PHONE } from "../pages/list";

/** The organization of an event's detail page, read from its photo's address. */
async function organizationOfPhoto(page: Page): Promise<string> {
  const source = await page.getByRole("img", { name: "Foto 1" }).getAttribute("src");
  return /\/organizations\/([0-9a-f-]{36})\//.exec(source ?? "")![1];
}

async function eventsTitled(page: Page, organization: string, title: string): Promise<number> {
  const answer = await page.request.get(
    `/api/v1/organizations/${organization}/events?q=${encodeURIComponent(title)}&size=100`,
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { content: { title: string }[] }).content.filter((event) => event.title === title)
    .length;
}

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("a worker reports an event with a photo in Danish, goes offline halfway, comes back, and the event arrives once", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const title = `Olie på gulvet ved presse 2 ${Date.now()}`;
    // a Danish-speaking manager of the LIMITED demo organization: event reporting is part of limited access
    await new SignInPage(page).signInAs("limited@demo.example");
    await page.goto("/events/new");
    await expect(page.getByRole("heading", { level: 1, name: "Rapportér en hændelse" })).toBeVisible();
    await page.getByRole("textbox", { name: /hvad skete der/i }).fill(title);
    await page.getByRole("radio", { name: "Miljøhændelse" }).click();
    await page.getByRole("radio", { name: "Høj" }).click();
    await page.locator('input[name="photos"]').setInputFiles({
      name: "gulv.png",
      mimeType: "image/png",
      buffer: photoPng([90, 80, 70]),
    });
    await expect(page.getByRole("img", { name: "Foto 1" })).toBeVisible();

    // the connection drops halfway: the rest is typed and sent without it
    await context.setOffline(true);
    await page.getByRole("textbox", { name: /hvor præcist/i }).fill("Ved presse 2, nord");
    await page.getByRole("textbox", { name: /flere detaljer/i }).fill("Ca. 1 liter hydraulikolie.");
    await page.getByRole("button", { name: "Send rapport" }).click();
    await expect(page.getByText(/Ingen forbindelse\. Rapporten gemmes på telefonen/)).toBeVisible();
    // nothing is lost: the draft is kept on the phone
    const kept = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith("ehs.event-report.")),
    );
    expect(kept).toHaveLength(1);

    await context.setOffline(false);
    await expect(page).toHaveURL(/\/evaluation\/event-handling\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Miljøhændelse").first()).toBeVisible();
    await expect(page.getByRole("img", { name: "Foto 1" })).toBeVisible();
    const organization = await organizationOfPhoto(page);
    expect(await eventsTitled(page, organization, title)).toBe(1);
    // once more online after the report went: still one
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    expect(await eventsTitled(page, organization, title)).toBe(1);
    expect(
      await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("ehs.event-report."))),
    ).toHaveLength(0);
  });
});

test("a coordinator investigates an event, adds two actions, completes them and closes the event", async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Ladder with a cracked rung ${Date.now()}`;
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/events/new");
  await page.getByRole("textbox", { name: /what happened/i }).fill(title);
  await page.getByRole("radio", { name: "Unsafe condition" }).click();
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page).toHaveURL(/\/evaluation\/event-handling\/[0-9a-f-]{36}$/);

  // from the list, filtered to reported events
  await page.goto("/evaluation/event-handling?status=REPORTED");
  await page.getByRole("row").filter({ hasText: title }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  const form = page.getByRole("form", { name: "Investigation" });
  await form.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Under investigation" }).click();
  await form.getByRole("textbox", { name: "Root cause" }).fill("The ladder was not part of any inspection.");
  await form.getByRole("button", { name: "Add an action" }).click();
  await form
    .getByRole("textbox", { name: /what is to be done/i })
    .nth(0)
    .fill("Scrap the ladder");
  await form.getByRole("button", { name: "Add an action" }).click();
  await form
    .getByRole("textbox", { name: /what is to be done/i })
    .nth(1)
    .fill("Add ladders to the yearly inspection");
  await form.getByRole("button", { name: "Save investigation" }).click();
  await expect(page.getByText("The investigation is saved.")).toBeVisible();

  // closing with open actions is refused, naming the status
  await form.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Closed" }).click();
  await form.getByRole("button", { name: "Save investigation" }).click();
  await expect(form.getByText("Mark every action done or not needed before closing the event.")).toBeVisible();

  // both actions done (the second waived), then closed
  await form.getByRole("group", { name: "Action 1" }).getByRole("button", { name: "Done today" }).click();
  await form.getByRole("group", { name: "Action 2" }).getByRole("checkbox", { name: "Not needed after all" }).check();
  await form.getByRole("textbox", { name: "Why it is not needed" }).fill("The ladder is scrapped; no other ladders.");
  await form.getByRole("button", { name: "Save investigation" }).click();
  await expect(page.getByText("The investigation is saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Closed").first()).toBeVisible();
  const history = page.getByTestId("history-panel");
  await history.locator("summary").click();
  // the actions are the action plan's now: their changes show in the event's history as actions
  const entry = history.getByRole("listitem").filter({ hasText: "Add ladders to the yearly inspection" }).first();
  await expect(entry).toContainText("Action");
});

test("a reader sees the events and the investigation and edits nothing", async ({ page }) => {
  await new SignInPage(page).signInAs("reader@demo.example");
  await page.goto("/evaluation/event-handling");
  await expect(page.getByRole("heading", { level: 1, name: "Event handling" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Report an event" })).toHaveCount(0);
  await page
    .getByRole("row")
    .filter({ hasText: "Cut on the hand while changing a saw blade" })
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cut on the hand while changing a saw blade");
  await expect(page.getByText("Mount a holder for the blade fixture on the saw", { exact: false })).toBeVisible();
  await expect(page.getByRole("form", { name: "Investigation" })).toHaveCount(0);
  await page.goto("/events/new");
  await expect(page).toHaveURL(/\/unauthorized$/);
});
