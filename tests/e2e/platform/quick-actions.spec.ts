// The phone's quick actions in Danish on a 390 px phone: a meter's QR label opens "Registrer" with
// the meter chosen; a reading registered without a connection is kept on the phone and arrives
// once when the phone is back online; an ad-hoc finding with a photo goes into the control book
// with its action in the action plan; a due inspection's questions answered and the inspection
// completed without a connection arrive, answers first, once the phone is back online.
import { expect, test, type Page } from "../test";
import { photoPng } from "../../../prisma/seed/png";
import { antiForgeryToken } from "../pages/anti-forgery";
import { PHONE } from "../pages/list";
import { resetLanguageToEnglish } from "../pages/scope-pages";
import { SignInPage } from "../pages/sign-in-page";
import { hydrated } from "../pages/hydration";
import { Shell } from "../pages/shell";

const HOLDING = "Nordic Demo Holding A/S";

type Tree = { id: string; name: string; children?: Tree[] };

async function holdingId(page: Page): Promise<string> {
  const body = (await (await page.request.get("/api/v1/organizations")).json()) as Tree | Tree[];
  const all = (Array.isArray(body) ? body : [body]).flatMap(function flat(node: Tree): Tree[] {
    return [node, ...(node.children ?? []).flatMap(flat)];
  });
  return all.find((organization) => organization.name === HOLDING)!.id;
}

/** Signs the editor in, in Danish; the language goes back to English after the test. */
async function danishEditor(page: Page) {
  await new SignInPage(page).signInAs("editor@demo.example");
  const headers = { "x-xsrf-token": await antiForgeryToken(page.context()) };
  expect((await page.request.patch("/api/v1/user", { data: { language: "da" }, headers })).status()).toBe(200);
  return headers;
}

test.describe("on a 390 px phone in Danish", () => {
  test.use(PHONE);

  test("a worker opens a meter's QR link, registers a reading offline, comes back online, and the reading arrives once", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const headers = await danishEditor(page);
    try {
      const organization = await holdingId(page);
      const name = `Vandmåler kantine ${Date.now()}`;
      const created = await page.request.post(`/api/v1/organizations/${organization}/meters`, {
        data: { name, meter_type: "ELECTRICITY", unit: "KWH", reading_mode: "PERIOD_AMOUNT" },
        headers,
      });
      expect(created.status()).toBe(201);
      const meterId = ((await created.json()) as { id: string }).id;

      // the label's code holds the short address, which opens the register screen with the meter chosen
      await page.goto(`/q/meter/${meterId}`);
      await expect(page).toHaveURL(new RegExp(`/quick/register\\?meterId=${meterId}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Registrer" })).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Måler" })).toHaveValue(name);

      await context.setOffline(true);
      await page.getByRole("textbox", { name: "Aflæsning" }).fill("1234,5");
      await page.getByRole("button", { name: "Registrer aflæsning" }).click();
      await expect(page.getByText("Gemt på denne telefon. Det sendes, når du er online igen.")).toBeVisible();
      const kept = () =>
        page.evaluate(() =>
          Object.keys(window.localStorage).filter((key) => key.startsWith("ehs.quick.meter-reading.")),
        );
      expect(await kept()).toHaveLength(1);

      await context.setOffline(false);
      await expect(
        page.getByText(`Forbindelsen er tilbage: aflæsningen 1234,5 kWh på ${name} er registreret.`),
      ).toBeVisible();
      // the draft is gone from the phone, and the reading is stored exactly once
      await expect.poll(async () => (await kept()).length).toBe(0);
      const readings = (await (
        await page.request.get(`/api/v1/organizations/${organization}/meters/${meterId}/readings`)
      ).json()) as { totalElements: number; content: { value: string }[] };
      expect(readings.totalElements).toBe(1);
      expect(readings.content.filter((reading) => Number(reading.value) === 1234.5)).toHaveLength(1);
    } finally {
      await resetLanguageToEnglish(page);
    }
  });

  test("a worker records an ad-hoc finding with a photo that raises an action", async ({ page, browser }) => {
    test.setTimeout(120_000);
    await danishEditor(page);
    const title = `Brandslukker mangler ved port 3 ${Date.now()}`;
    try {
      await page.goto("/dashboard");
      await page.getByRole("button", { name: "Genveje" }).click();
      await page.getByRole("menuitem", { name: "Tilføj hændelse til kontrolbog" }).click();
      await expect(page).toHaveURL(/\/quick\/control-book$/);
      await expect(page.getByRole("heading", { level: 1, name: "Tilføj til kontrolbog" })).toBeVisible();

      await page.getByRole("button", { name: "Registrer et fund" }).click();
      await page.getByRole("textbox", { name: "Hvad har du fundet?" }).fill(title);
      await page.getByLabel("Tag eller tilføj et foto").setInputFiles({
        name: "fund.png",
        mimeType: "image/png",
        buffer: photoPng([200, 40, 40]),
      });
      await expect(page.getByRole("img", { name: "Foto 1" })).toBeVisible();
      await page.getByRole("radio", { name: "Opret en handling" }).click();
      await page.getByRole("button", { name: "Tilføj til kontrolbog" }).click();
      await expect(page.getByText(`“${title}” er i kontrolbogen. Handlingen er i handlingsplanen.`)).toBeVisible();

      // one finding with its photo in the control book, and one action from it in the action plan
      const organization = await holdingId(page);
      const found = (await (
        await page.request.get(`/api/v1/organizations/${organization}/inspections`, { params: { q: title } })
      ).json()) as { content: { id: string }[] };
      expect(found.content).toHaveLength(1);
      const inspection = (await (
        await page.request.get(`/api/v1/organizations/${organization}/inspections/${found.content[0].id}`)
      ).json()) as { status: string; files: unknown[] };
      expect(inspection.status).toBe("DONE");
      expect(inspection.files).toHaveLength(1);

      const managerContext = await browser.newContext();
      const manager = await managerContext.newPage();
      await new SignInPage(manager).signInAs("manager@demo.example");
      const actions = (await (
        await manager.request.get(`/api/v1/organizations/${organization}/actions`, {
          params: { q: title, source: "INSPECTION" },
        })
      ).json()) as { content: { title: string }[] };
      expect(actions.content.map((action) => action.title)).toEqual([title]);
      await managerContext.close();
    } finally {
      await resetLanguageToEnglish(page);
    }
  });
});

test.describe("on a 390 px phone", () => {
  test.use(PHONE);

  test("a worker answers a due inspection's questions and completes it without a connection; answers and completion arrive once when back online", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await new SignInPage(page).signInAs("editor@demo.example");
    const headers = { "x-xsrf-token": await antiForgeryToken(page.context()) };
    const api = `/api/v1/organizations/${await holdingId(page)}`;
    // an agreement of its own with the safety round, the questionnaire of the demo's safety walk
    const walks = (await (
      await page.request.get(`${api}/agreements`, { params: { q: "Monthly safety walk, production hall" } })
    ).json()) as { content: { id: string }[] };
    const walk = (await (await page.request.get(`${api}/agreements/${walks.content[0].id}`)).json()) as {
      questionnaire: { id: string };
    };
    const title = `Safety walk, loading bay ${Date.now()}`;
    const created = await page.request.post(`${api}/agreements`, {
      data: {
        type: "SERVICE_AND_INSPECTION",
        title,
        startsAt: new Date().toISOString().slice(0, 10),
        frequency: "P1M",
        questionnaireId: walk.questionnaire.id,
      },
      headers,
    });
    expect(created.status()).toBe(201);
    const pending = (await (
      await page.request.get(`${api}/inspections`, {
        params: { agreement_id: ((await created.json()) as { id: string }).id, status: "PENDING" },
      })
    ).json()) as { content: { id: string }[] };
    const inspectionId = pending.content[0].id;
    const inspection = `${api}/inspections/${inspectionId}`;

    await page.goto(`/quick/control-book?inspectionId=${inspectionId}`);
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await context.setOffline(true);
    const questions = page.getByRole("region", { name: "Questions" });
    const walkways = questions.locator('li[aria-labelledby="question-walkways-clear"]');
    await (await hydrated(walkways.getByRole("button", { name: "Yes", exact: true }))).click();
    await walkways.getByRole("button", { name: "Save the answer" }).click();
    await expect(new Shell(page).toast()).toContainText("No connection: the answer is kept on this phone");
    const escape = questions.locator('li[aria-labelledby="question-escape-routes"]');
    await escape.getByRole("button", { name: "No", exact: true }).click();
    await escape.getByRole("textbox", { name: "Evidence" }).fill("Two pallets in the escape route by gate 3.");
    await escape.getByRole("button", { name: "Save the answer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "2 answers are kept on this phone" })).toBeVisible();

    await page.getByRole("radio", { name: "Passed with remarks" }).click();
    await page.getByRole("button", { name: "Complete inspection" }).click();
    await expect(page.getByText("Saved on this phone. It will be sent when you are back online.")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(`The connection is back: ${title} is completed.`)).toBeVisible();

    // done, with both answers exactly once, as given
    const done = (await (await page.request.get(inspection)).json()) as {
      status: string;
      result: string;
      answers: { questionKey: string; choice: string; note: string | null }[];
    };
    expect(done.status).toBe("DONE");
    expect(done.result).toBe("PASSED_WITH_REMARKS");
    expect(done.answers.map((answer) => [answer.questionKey, answer.choice]).sort()).toEqual([
      ["escape-routes", "NO"],
      ["walkways-clear", "YES"],
    ]);
    expect(done.answers.find((answer) => answer.questionKey === "escape-routes")!.note).toBe(
      "Two pallets in the escape route by gate 3.",
    );
  });
});
