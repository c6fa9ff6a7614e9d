import { db } from "@/lib/platform/db";
import { as } from "../../support/api";

const base = "/api/v1/waste-types";

type Localized = { id: string; code: string; name: string; nameLanguage: string; synonyms: string[] };

const codeId = async (code: string) => (await db().wasteType.findUniqueOrThrow({ where: { code } })).id;

describe("the waste types", () => {
  it("are the 842 entries of the List of Waste in 20 chapters, with the hazardous ones marked", async () => {
    const reader = await as("reader@demo.example");
    const all = await reader.get(`${base}?size=1`);
    expect(all.status).toBe(200);
    expect(all.body.totalElements).toBe(842);
    expect((await reader.get(`${base}?hazardous=true&size=1`)).body.totalElements).toBe(408);
    expect((await reader.get(`${base}?chapter=20&size=100`)).body.content.map((t: Localized) => t.code)).toContain(
      "20 01 01",
    );
    const paper = (await reader.get(`${base}?q=200101`)).body.content;
    expect(paper).toEqual([
      expect.objectContaining({
        code: "20 01 01",
        chapter: "20",
        hazardous: false,
        nameEn: "Paper and cardboard",
        nameDa: null,
        synonyms: { en: [], da: [] },
      }),
    ]);
    expect((await reader.get(`${base}?q=20 01 21`)).body.content[0]).toMatchObject({ hazardous: true });
    const operations = await reader.get("/api/v1/treatment-operations");
    expect(operations.body).toHaveLength(28);
    expect(operations.body[0]).toMatchObject({ code: "R1", kind: "R", group: "OTHER_RECOVERY", titleDa: null });
    expect(operations.body.find((op: { code: string }) => op.code === "R3")).toMatchObject({ group: "RECYCLING" });
    expect(operations.body.at(-1)).toMatchObject({ code: "D15", group: "DISPOSAL" });
  });

  it("answers localized names with an English fallback marked as such, or every field", async () => {
    const reader = await as("reader@demo.example");
    const admin = await as("admin@demo.example");
    const id = await codeId("15 01 01");
    const before = (await admin.get(`${base}/${id}`)).body;
    expect(before.nameDa).toBeNull();

    await reader.patch("/api/v1/user", { body: { language: "da" } });
    const fallback = (await reader.get(`${base}?localized=true&q=15 01 01`)).body.content;
    expect(fallback).toEqual([
      {
        id,
        code: "15 01 01",
        hazardous: false,
        name: "Paper and cardboard packaging",
        nameLanguage: "en",
        synonyms: [],
      },
    ]);

    const named = await admin.put(`${base}/${id}`, {
      body: { name_da: "Emballage af papir og pap", last_modified_date: before.lastModifiedDate },
    });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ nameEn: "Paper and cardboard packaging", nameDa: "Emballage af papir og pap" });
    const danish = (await reader.get(`${base}?localized=true&q=15 01 01`)).body.content[0];
    expect(danish).toMatchObject({ name: "Emballage af papir og pap", nameLanguage: "da" });
    expect(danish).not.toHaveProperty("nameEn");

    await reader.patch("/api/v1/user", { body: { language: "en" } });
    const english = (await reader.get(`${base}?localized=true&q=15 01 01`)).body.content[0];
    expect(english).toMatchObject({ name: "Paper and cardboard packaging", nameLanguage: "en" });
    const detailed = (await reader.get(`${base}?localized=false&q=15 01 01`)).body.content[0];
    expect(detailed).toMatchObject({ nameEn: "Paper and cardboard packaging", nameDa: "Emballage af papir og pap" });
  });

  it("replaces the synonyms, and the picker finds the type by them in either language", async () => {
    const admin = await as("admin@demo.example");
    const editor = await as("editor@demo.example");
    const id = await codeId("13 02 05");
    const first = await admin.put(`${base}/${id}/synonyms`, {
      body: { en: ["waste oil", "used engine oil"], da: ["spildolie", "Spildolie"] },
    });
    expect(first.status).toBe(200);
    expect(first.body.synonyms).toEqual({ en: ["used engine oil", "waste oil"], da: ["Spildolie"] });

    const bySynonym = async (text: string) =>
      (await editor.get(`${base}?localized=true&q=${encodeURIComponent(text)}`)).body.content.map(
        (t: Localized) => t.code,
      );
    expect(await bySynonym("spildol")).toEqual(["13 02 05"]);
    expect(await bySynonym("used engine")).toEqual(["13 02 05"]);
    const row = (await editor.get(`${base}?localized=true&q=spildolie`)).body.content[0];
    expect(row.synonyms).toEqual(["used engine oil", "waste oil", "Spildolie"]);

    // replaced, not added to: the old names no longer find it
    const second = await admin.put(`${base}/${id}/synonyms`, {
      body: { en: [], da: ["motorolie"], last_modified_date: first.body.lastModifiedDate },
    });
    expect(second.status).toBe(200);
    expect(second.body.synonyms).toEqual({ en: [], da: ["motorolie"] });
    expect(await bySynonym("spildolie")).toEqual([]);
    expect(await bySynonym("motorolie")).toEqual(["13 02 05"]);

    // a form older than the type: 409, nothing changes
    const stale = await admin.put(`${base}/${id}/synonyms`, {
      body: { en: ["x"], da: [], last_modified_date: first.body.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect((await admin.get(`${base}/${id}`)).body.synonyms).toEqual({ en: [], da: ["motorolie"] });
  });

  it("refuses bad synonyms with 422 naming the field, and lets only maintainers change them", async () => {
    const admin = await as("admin@demo.example");
    const manager = await as("manager@demo.example");
    const id = await codeId("20 01 21");
    const blank = await admin.put(`${base}/${id}/synonyms`, { body: { en: ["  "], da: [] } });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.error.fields)).toEqual(["en.0"]);
    const long = await admin.put(`${base}/${id}/synonyms`, { body: { en: [], da: ["x".repeat(101)] } });
    expect(long.status).toBe(422);
    expect((await manager.put(`${base}/${id}/synonyms`, { body: { en: ["tubes"], da: [] } })).status).toBe(403);
    expect(await db().wasteTypeSynonym.count({ where: { wasteTypeId: id } })).toBe(0);
    expect(
      (await admin.put(`${base}/00000000-0000-4000-8000-000000000000/synonyms`, { body: { en: [], da: [] } })).status,
    ).toBe(404);
  });

  it("exports the catalogue as CSV", async () => {
    const reader = await as("reader@demo.example");
    const csv = await reader.get(`${base}?format=csv&chapter=20&hazardous=true`);
    expect(csv.status).toBe(200);
    expect(csv.body).toContain("20 01 21");
    expect(csv.body).not.toContain("20 01 01");
  });
});
