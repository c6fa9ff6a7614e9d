// An event raised from a failed inspection names that inspection on its screen and links back to
// it; a reader, who cannot open the control book's screens, sees the name without a link.
import { expect, test, type Page } from "../test";
import { SignInPage } from "../pages/sign-in-page";
import { antiForgeryToken } from "../pages/anti-forgery";

const HOLDING = "Nordic Demo Holding A/S";

type Tree = { id: string; name: string; children?: Tree[] };

async function holdingId(page: Page): Promise<string> {
  const answer = await page.request.get("/api/v1/organizations");
  const body = (await answer.json()) as Tree | Tree[];
  const all = (Array.isArray(body) ? body : [body]).flatMap(function flat(node: Tree): Tree[] {
    return [node, ...(node.children ?? []).flatMap(flat)];
  });
  return all.find((organization) => organization.name === HOLDING)!.id;
}

test("an event raised from a failed inspection links back to it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = `Gantry crane check ${Date.now()}`;
  await new SignInPage(page).signInAs("editor@demo.example");
  const organization = await holdingId(page);
  // an ad-hoc inspection done on 3 March 2026 that failed
  const created = await page.request.post(`/api/v1/organizations/${organization}/inspections`, {
    data: {
      title,
      status: "DONE",
      due_date: "2026-03-03",
      performed_at: "2026-03-03",
      result: "FAILED",
      findings: "Brake slips under load.",
    },
    headers: { "x-xsrf-token": await antiForgeryToken(page.context()) },
  });
  expect(created.status()).toBe(201);
  const inspectionId = ((await created.json()) as { id: string }).id;

  await page.goto(`/monitoring/control-book/inspections/${inspectionId}`);
  await page.getByRole("button", { name: "Raise an event" }).click();
  await expect(page).toHaveURL(/\/evaluation\/event-handling\/[0-9a-f-]{36}$/);
  const eventUrl = page.url();
  await expect(page.getByText("Raised from the inspection")).toBeVisible();
  const link = page.getByRole("link", { name: `${title}, 3 Mar 2026` });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/monitoring/control-book/inspections/${inspectionId}$`));

  // a reader sees which inspection it was, with no link into the control book's editor screens
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await new SignInPage(reader).signInAs("reader@demo.example");
  await reader.goto(new URL(eventUrl).pathname);
  await expect(reader.getByText(`${title}, 3 Mar 2026`)).toBeVisible();
  await expect(reader.getByRole("link", { name: `${title}, 3 Mar 2026` })).toHaveCount(0);
  await readerContext.close();
});
