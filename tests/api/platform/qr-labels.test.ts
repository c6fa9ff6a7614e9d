// QR labels: each kind's PDF sheet names its records and carries, drawn as vectors, the QR code of
// each record's short address (rebuilt here module by module from the drawn rectangles and compared
// with the code of the address); and where a scanned label leads, for each kind and person.
import { db } from "@/lib/platform/db";
import type { SessionUser } from "@/lib/platform/auth/types";
import { LABEL_LAYOUTS, labelBox, type LabelLayout } from "@/lib/platform/pdf/label-layouts";
import { qrSquare } from "@/lib/platform/pdf/label-sheet";
import { QUIET_ZONE, qrModules } from "@/lib/platform/pdf/qr";
import { qrDestination } from "@/lib/modules/qr-labels/destination";
import { as, call } from "../../support/api";
import { demo } from "../../support/demo";
import { pdfPages, type PdfPage } from "../../support/pdf-text";

const APP_URL = "https://ehs.example.test";
const RECT = /(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+) re/g;

/** The code drawn in the label at `index`, as rows of "#" (dark) and "." (light). */
function drawnCode(page: PdfPage, layout: LabelLayout, index: number, size: number): string[] {
  const square = qrSquare(labelBox(layout, index));
  const cell = square.side / (size + 2 * QUIET_ZONE);
  const left = square.x + QUIET_ZONE * cell;
  const top = square.y + QUIET_ZONE * cell;
  const grid = Array.from({ length: size }, () => Array<string>(size).fill("."));
  for (const [, x, y, width] of page.content.matchAll(RECT)) {
    const [rx, ry, rw] = [Number(x), Number(y), Number(width)];
    const inside =
      rx >= square.x - 0.01 && rx < square.x + square.side && ry >= square.y - 0.01 && ry < square.y + square.side;
    if (!inside) continue;
    const row = Math.round((ry - top) / cell);
    const start = Math.round((rx - left) / cell);
    for (let column = start; column < start + Math.round(rw / cell); column++) grid[row][column] = "#";
  }
  return grid.map((row) => row.join(""));
}

/** The code of `text` as the same rows. */
function codeOf(text: string): string[] {
  const { size, dark } = qrModules(text);
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => (dark(row, column) ? "#" : ".")).join(""),
  );
}

/** The words of the document, a wrapped line joined to the next by a space. */
const wordsOf = (bytes: Buffer) =>
  pdfPages(bytes)
    .flatMap((page) => page.lines)
    .join(" ")
    .replace(/\s+/g, " ");

const expectCode = (page: PdfPage, layout: LabelLayout, index: number, url: string) => {
  const expected = codeOf(url);
  expect(drawnCode(page, layout, index, expected.length)).toEqual(expected);
};

async function sessionUser(email: string): Promise<SessionUser> {
  const user = await db().user.findUniqueOrThrow({
    where: { email },
    select: { id: true, email: true, name: true, language: true, systemScopes: true },
  });
  return { ...user, sessionId: "" } as SessionUser;
}

describe("QR labels", () => {
  let holding: string;
  let manager: Awaited<ReturnType<typeof as>>;
  const ids: Record<string, string> = {};
  const labels = (resource: string, query = "") =>
    manager.get(`/api/v1/organizations/${holding}/${resource}/qr-labels${query}`, { bytes: true });

  beforeAll(async () => {
    process.env.APP_URL = APP_URL;
    holding = await demo.holding();
    manager = await as("manager@demo.example");
    const meter = (name: string, identifier: string | null, archivedDate: Date | null = null) =>
      db().meter.create({
        data: {
          organizationId: holding,
          name,
          identifier,
          meterType: "ELECTRICITY",
          unit: "kWh",
          readingMode: "REGISTER",
          archivedDate,
        },
      });
    ids.meter = (await meter("Måler Øst", "M-4711")).id;
    ids.secondMeter = (await meter("Måler Vest", null)).id;
    ids.archivedMeter = (await meter("Gammel måler", "M-0001", new Date())).id;
    ids.machine = (
      await db().machine.create({
        data: {
          organizationId: holding,
          name: "Kompressor Æble",
          serialNumber: "SN-99",
          inceptionDate: new Date("2020-01-01"),
        },
      })
    ).id;
    ids.area = (await db().area.create({ data: { organizationId: holding, name: "Lager øst" } })).id;
    const product = await db().chemical.create({
      data: { tradeName: "Rensevæske Ø", physicalState: "LIQUID", signalWord: "NORMAL", dangerCode: "GREEN" },
      select: { id: true, tradeName: true },
    });
    ids.chemical = (
      await db().chemicalAssociation.create({
        data: { organizationId: holding, chemicalId: product.id, countryAlpha2: "DK" },
      })
    ).id;
  });
  afterAll(() => {
    delete process.env.APP_URL;
  });

  it("prints a meter's label: its name, number and organization, and the code of its address", async () => {
    const answer = await labels("meters", `?ids=${ids.meter}&layout=a4-3x8`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toContain("attachment;");
    const pages = pdfPages(answer.body);
    expect(pages).toHaveLength(1);
    const text = wordsOf(answer.body);
    for (const words of ["Måler Øst", "M-4711", "Nordic Demo Holding A/S", "Scan to register a reading"]) {
      expect(text).toContain(words);
    }
    expectCode(pages[0], LABEL_LAYOUTS["a4-3x8"], 0, `${APP_URL}/q/meter/${ids.meter}`);
    // the second place on the sheet is left empty
    expect(drawnCode(pages[0], LABEL_LAYOUTS["a4-3x8"], 1, 37).join("")).not.toContain("#");
  });

  it("fills a whole sheet with one record's label", async () => {
    const answer = await labels("meters", `?ids=${ids.meter}&layout=a4-3x8&fill=sheet`);
    const pages = pdfPages(answer.body);
    expect(pages).toHaveLength(1);
    expect(pages[0].lines.filter((line) => line === "M-4711")).toHaveLength(24);
    for (const index of [0, 11, 23])
      expectCode(pages[0], LABEL_LAYOUTS["a4-3x8"], index, `${APP_URL}/q/meter/${ids.meter}`);
  });

  it("starts after the labels already used, and goes on onto the next sheet", async () => {
    const layout = LABEL_LAYOUTS["a4-4x10"];
    const answer = await labels("meters", `?ids=${ids.meter},${ids.secondMeter}&layout=a4-4x10&skip=39`);
    const pages = pdfPages(answer.body);
    expect(pages).toHaveLength(2);
    expectCode(pages[0], layout, 39, `${APP_URL}/q/meter/${ids.meter}`);
    expectCode(pages[1], layout, 0, `${APP_URL}/q/meter/${ids.secondMeter}`);
    expect(pages[1].lines).toContain("Måler Vest");
  });

  it("labels machines, registered chemicals and work areas with their own addresses", async () => {
    const layout = LABEL_LAYOUTS["a4-2x7"];
    const cases = [
      { resource: "machines", kind: "machine", words: ["Kompressor Æble", "SN-99"] },
      { resource: "chemical-associations", kind: "chemical", words: ["Rensevæske Ø", "Scan for the safety card"] },
      { resource: "areas", kind: "area", words: ["Lager øst", "Scan to report an event here"] },
    ];
    for (const { resource, kind, words } of cases) {
      const answer = await labels(resource, `?ids=${ids[kind]}&layout=a4-2x7`);
      expect(answer.status).toBe(200);
      const text = wordsOf(answer.body);
      for (const word of words) expect(text).toContain(word);
      expectCode(pdfPages(answer.body)[0], layout, 0, `${APP_URL}/q/${kind}/${ids[kind]}`);
    }
  });

  it("labels every record in use when no ids are given", async () => {
    const text = wordsOf((await labels("meters")).body);
    expect(text).toContain("Måler Øst");
    expect(text).toContain("Måler Vest");
    expect(text).not.toContain("Gammel måler");
  });

  it("finds no other tenant's records, and refuses what is not an id", async () => {
    const other = await demo.other();
    const foreign = await db().meter.create({
      data: { organizationId: other, name: "Their meter", meterType: "WATER", unit: "m3", readingMode: "REGISTER" },
    });
    expect((await labels("meters", `?ids=${foreign.id}`)).status).toBe(404);
    expect((await labels("meters", `?ids=${ids.meter},00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await labels("meters", "?ids=not-an-id")).status).toBe(400);
    expect((await labels("meters", "?layout=a4-9x9")).status).toBe(400);
    const stranger = await as("other@demo.example");
    expect((await stranger.get(`/api/v1/organizations/${holding}/meters/qr-labels?ids=${ids.meter}`)).status).toBe(404);
  });

  it("needs the kind's own read: machines and chemicals are not part of LIMITED access, meters are", async () => {
    const limited = await demo.limited();
    const caller = await as("limited@demo.example");
    const get = (resource: string) =>
      caller.get(`/api/v1/organizations/${limited}/${resource}/qr-labels`, { bytes: true });
    for (const resource of ["machines", "chemical-associations", "areas"]) {
      const answer = await get(resource);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body.toString()).error.code).toBe("feature_not_available");
    }
    expect((await get("meters")).status).toBe(200);
    expect((await call("GET", `/api/v1/organizations/${holding}/meters/qr-labels`)).status).toBe(401);
  });

  describe("where a scanned label leads", () => {
    it("a meter: registering a reading for an editor, the meter for a reader", async () => {
      const editor = await sessionUser("editor@demo.example");
      const reader = await sessionUser("reader@demo.example");
      expect(await qrDestination(editor, holding, "meter", ids.meter)).toEqual({
        kind: "redirect",
        to: `/quick/register?meterId=${ids.meter}`,
      });
      expect(await qrDestination(reader, holding, "meter", ids.meter)).toEqual({
        kind: "redirect",
        to: `/monitoring/meters/${ids.meter}`,
      });
    });

    it("a machine its page, a chemical its safety card, an area the event report there", async () => {
      const editor = await sessionUser("editor@demo.example");
      expect(await qrDestination(editor, holding, "machine", ids.machine)).toEqual({
        kind: "redirect",
        to: `/monitoring/machines/${ids.machine}`,
      });
      expect(await qrDestination(editor, holding, "chemical", ids.chemical)).toEqual({
        kind: "redirect",
        to: `/chemicals/my-chemicals/${ids.chemical}/card`,
      });
      expect(await qrDestination(editor, holding, "area", ids.area)).toEqual({
        kind: "redirect",
        to: `/events/new?areaId=${ids.area}`,
      });
      // reporting needs EDIT: a reader is told so
      expect(await qrDestination(await sessionUser("reader@demo.example"), holding, "area", ids.area)).toEqual({
        kind: "unauthorized",
        reason: "scope",
      });
    });

    it("switches to the record's organization when it is not the active one", async () => {
      const subsidiary = await demo.subsidiary();
      const meter = await db().meter.create({
        data: {
          organizationId: subsidiary,
          name: "Sub meter",
          meterType: "HEAT",
          unit: "kWh",
          readingMode: "REGISTER",
        },
      });
      expect(await qrDestination(await sessionUser("manager@demo.example"), holding, "meter", meter.id)).toEqual({
        kind: "redirect",
        to: `/quick/register?meterId=${meter.id}&organization=${subsidiary}`,
      });
    });

    it("finds nothing of another tenant, nor an unknown kind or id, and says when LIMITED access keeps one out", async () => {
      const manager = await sessionUser("manager@demo.example");
      const foreign = await db().machine.create({
        data: { organizationId: await demo.other(), name: "Their machine", inceptionDate: new Date("2021-01-01") },
      });
      expect(await qrDestination(manager, holding, "machine", foreign.id)).toEqual({ kind: "notFound" });
      expect(await qrDestination(manager, holding, "meter", "00000000-0000-4000-8000-000000000000")).toEqual({
        kind: "notFound",
      });
      expect(await qrDestination(manager, holding, "meter", "not-an-id")).toEqual({ kind: "notFound" });
      expect(await qrDestination(manager, holding, "waste", ids.meter)).toEqual({ kind: "notFound" });
      // a machine id under another kind names nothing of that kind
      expect(await qrDestination(manager, holding, "meter", ids.machine)).toEqual({ kind: "notFound" });
      const limited = await demo.limited();
      const machine = await db().machine.create({
        data: { organizationId: limited, name: "Limited machine", inceptionDate: new Date("2021-01-01") },
      });
      expect(await qrDestination(await sessionUser("limited@demo.example"), limited, "machine", machine.id)).toEqual({
        kind: "unauthorized",
        reason: "featureAccess",
      });
    });
  });
});
