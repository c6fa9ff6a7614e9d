import { pdfPages, pdfText } from "@/tests/support/pdf-text";
import type { ReadableAuditEntry } from "./dto";
import { auditPdf, type PdfTexts } from "./pdf";

const texts: PdfTexts = {
  title: "Historik for Fjernvarme Ærø",
  lines: ["Organisation: Ærø Maskinfabrik ApS", "Eksporteret 28. nov. 2026 19.40 af Mette Møller"],
  field: "Felt",
  before: "Før",
  after: "Efter",
  empty: "(ingen)",
  none: "Ingen ændringer",
  by: (actor) => `af ${actor}`,
  page: (page, pages) => `Side ${page} af ${pages}`,
  more: "Kun de første 10.000 ændringer",
};

const entry = (changes: ReadableAuditEntry["readable"]["changes"]): ReadableAuditEntry => ({
  id: "entry",
  occurredAt: new Date("2026-11-28T18:40:00Z"),
  actorId: null,
  actorName: "Mette Møller",
  action: "UPDATE",
  entityType: "meter",
  entityId: null,
  entityName: "Fjernvarme Ærø",
  changes: {},
  readable: { kind: "Måler", action: "Ændret", occurredAt: "28. nov. 2026 19.40", actor: "Mette Møller", changes },
});

async function* once(entries: ReadableAuditEntry[]) {
  yield entries;
}

describe("auditPdf", () => {
  it("prints a history's units and Danish letters as they were typed, no longer as '?'", async () => {
    const bytes = await auditPdf(
      texts,
      once([
        entry([
          { field: "unit", label: "Enhed", before: "m³", after: "kWh" },
          { field: "factor", label: "Emissionsfaktor", before: "0,2 kg CO₂e/kWh", after: "≤ 0,18 kg CO₂e/kWh" },
          { field: "range", label: "Temperatur", before: "15–20 °C", after: "18 °C ± 2 µg" },
          {
            field: "note",
            label: "Bemærkning",
            before: null,
            after: null,
            diff: [
              { type: "same", text: "Aflæses" },
              { type: "removed", text: " månedligt" },
              { type: "added", text: " ugentligt • ved måleren" },
            ],
          },
        ]),
      ]),
      { language: "da", limit: 10 },
    );
    const lines = pdfPages(bytes).flatMap((page) => page.lines);
    expect(lines).toEqual(
      expect.arrayContaining([
        texts.title,
        "Organisation: Ærø Maskinfabrik ApS",
        "28. nov. 2026 19.40 · Ændret · Måler · Fjernvarme Ærø",
        "af Mette Møller",
        "m³",
        "0,2 kg CO₂e/kWh",
        "≤ 0,18 kg CO₂e/kWh",
        "15–20 °C",
        "18 °C ± 2 µg",
        "Side 1 af 1",
      ]),
    );
    // a rich text's sides: the removed words on the left, the added on the right, each marked alone
    expect(lines).toEqual(expect.arrayContaining(["Aflæses", "månedligt", "ugentligt • ved måleren"]));
    expect(pdfText(bytes)).not.toMatch(/[?\uFFFD]/);
  });

  it("numbers every page out of the whole", async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      entry([{ field: "name", label: "Navn", before: `Måler ${index}`, after: `Måler ${index} – CO₂` }]),
    );
    const pages = pdfPages(await auditPdf(texts, once(many), { language: "da", limit: 100 }));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page.lines).toContain(`Side ${index + 1} af ${pages.length}`));
  });
});
