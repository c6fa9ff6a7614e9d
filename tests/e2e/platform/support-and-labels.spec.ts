import fs from "node:fs";
import { expect, test } from "../test";
import { photoPng } from "../../../prisma/seed/png";
import { pdfText } from "../../support/pdf-text";
import { PHONE } from "../pages/list";
import { SignInPage } from "../pages/sign-in-page";

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("a worker writes to support in Danish from the page where the trouble is, with a photo", async ({ page }) => {
    test.setTimeout(90_000);
    // a Danish-speaking member of the LIMITED demo organization: support is for everyone
    await new SignInPage(page).signInAs("limited@demo.example");
    await page.goto("/monitoring/meters");
    await page.getByRole("button", { name: "Genveje" }).click();
    await page.getByRole("menuitem", { name: "Opret en supportsag" }).click();
    await expect(page).toHaveURL(/\/support\/new\?from=%2Fmonitoring%2Fmeters$/);
    await expect(page.getByRole("heading", { level: 1, name: "Opret en supportsag" })).toBeVisible();
    await expect(page.getByText("/monitoring/meters")).toBeVisible();

    await page.getByRole("textbox", { name: "Emne" }).fill("Listen over målere er tom");
    await page.getByRole("textbox", { name: /hvad er galt/i }).fill("Jeg åbnede målerne, og listen var tom.");
    await page.locator('input[name="files"]').setInputFiles({
      name: "skaerm.png",
      mimeType: "image/png",
      buffer: photoPng([20, 120, 200]),
    });
    await expect(page.getByRole("img", { name: "Billede 1" })).toBeVisible();
    // the draft is kept on the phone until it is sent
    const kept = () =>
      page.evaluate(() =>
        Object.keys(window.localStorage).filter((key) => key.startsWith("ehs.quick.support-ticket.")),
      );
    expect(await kept()).toHaveLength(1);

    await page.getByRole("button", { name: "Send sag" }).click();
    await expect(page.getByText("Din sag er sendt. En kopi er på vej til din e-mail.")).toBeVisible();
    await expect(page).toHaveURL(/\/monitoring\/meters$/);
    expect(await kept()).toHaveLength(0);
  });
});

test("a manager prints a meter's QR labels, and the label's address opens the meter's reading screen", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await new SignInPage(page).signInAs("manager@demo.example");
  await page.goto("/monitoring/meters");
  // from the list: a label for each meter in use, on one sheet
  await page.getByText("Print QR labels").click();
  const downloadingEach = page.waitForEvent("download");
  await page.getByRole("link", { name: "A label each" }).first().click();
  const each = pdfText(fs.readFileSync((await (await downloadingEach).path())!)).replace(/\s+/g, " ");
  const listed = (await page.request.get("/api/v1/organizations").then((answer) => answer.json())) as { id: string };
  const meters = (await (
    await page.request.get(`/api/v1/organizations/${listed.id}/meters`, { params: { size: "100" } })
  ).json()) as { totalElements: number };
  // each label names the organization (a long name may clip the hint below it)
  expect(each.split("Nordic Demo Holding A/S").length - 1).toBe(meters.totalElements);
  expect(each).toContain("Scan to register a reading");
  await page.keyboard.press("Escape");

  // the first meter of the list (the page also links its GHG account under the same path)
  const meterHref = await page
    .locator('a[href^="/monitoring/meters/"]')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute("href"))
        .find((href) => /^\/monitoring\/meters\/[0-9a-f-]{36}$/.test(href ?? "")),
    );
  await page.locator(`a[href="${meterHref}"]`).first().click();
  await expect(page).toHaveURL(/\/monitoring\/meters\/[0-9a-f-]{36}$/);
  const meterId = /([0-9a-f-]{36})$/.exec(page.url())![1];
  const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();

  await page.getByText("Print QR labels").click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "A full sheet" }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const text = pdfText(fs.readFileSync((await download.path())!)).replace(/\s+/g, " ");
  expect(text).toContain("Scan to register a reading");
  expect(text).toContain(name.split(" ")[0]);

  // what the code holds: the short address, which leads to registering a reading
  await page.goto(`/q/meter/${meterId}`);
  await expect(page).toHaveURL(new RegExp(`/quick/register\\?meterId=${meterId}$`));
});
