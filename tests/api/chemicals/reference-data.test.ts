import { db } from "@/lib/platform/db";
import { as } from "../../support/api";

type Statement = { id: string; code: string; statement: string };

describe("the chemicals reference data", () => {
  it("is seeded as the sources have it: 252 statements, 9 pictograms, Annex VI with its prior versions, REACH, ADR and the classes", async () => {
    expect(await db().hazardStatement.groupBy({ by: ["kind"], _count: true, orderBy: { kind: "asc" } })).toEqual([
      { kind: "H", _count: 91 },
      { kind: "EUH", _count: 33 },
      { kind: "P", _count: 128 },
    ]);
    expect(await db().ghsPictogram.count()).toBe(9);
    expect(await db().annexViEntry.count()).toBe(4441 + 10);
    expect(await db().svhcListing.count()).toBe(507);
    expect(await db().restrictionEntry.count()).toBe(78);
    expect(await db().restrictionSubstance.count()).toBe(1873);
    expect(await db().dangerousGood.count()).toBe(2939);
    const classes = await db().storageClass.findMany({ orderBy: { sortOrder: "asc" }, select: { code: true } });
    expect(classes.map((row) => row.code)).toEqual([
      ...["1", "2A", "2B", "3", "4.1A", "4.1B", "4.2", "4.3", "5.1A", "5.1B", "5.1C", "5.2"],
      ...["6.1A", "6.1B", "6.1C", "6.1D", "6.2", "7", "8A", "8B", "10", "11", "12", "13", "10-13"],
    ]);
    const water = await db().waterHazardClass.findMany({ orderBy: { sortOrder: "asc" }, select: { code: true } });
    expect(water.map((row) => row.code)).toEqual(["1", "2", "3", "NWG", "AWG"]);
    const formaldehyde = await db().annexViEntry.findFirstOrThrow({ where: { indexNo: "605-001-00-5" } });
    expect(formaldehyde).toMatchObject({
      casNumbers: ["50-00-0"],
      hazardStatements: ["H350", "H341", "H330", "H302", "H314", "H317"],
      pictograms: ["GHS08", "GHS06", "GHS05"],
      signalWord: "Dgr",
      supplementaryHazardStatements: ["EUH071"],
      notes: ["B", "D", "F"],
      atp: "ATP22",
    });
    expect(Object.keys(formaldehyde)).not.toContain("echaComment");
  });

  it("answers the statements in the user's language, or the one asked for, with the source's texts unedited", async () => {
    const reader = await as("reader@demo.example");
    const english = await reader.get("/api/v1/hazard-statements");
    expect(english.status).toBe(200);
    expect(english.body).toHaveLength(91);
    expect(english.body.find((row: Statement) => row.code === "H225")).toEqual({
      id: "H225",
      code: "H225",
      statement: "Highly flammable liquid and vapour.",
    });
    const danish = await reader.get("/api/v1/hazard-statements?language=da&q=H225");
    expect(danish.body).toEqual([{ id: "H225", code: "H225", statement: "Meget brandfarlig væske og damp." }]);
    // a known erratum of the Danish text is kept as the source has it (docs/reference-data.md)
    const erratum = await reader.get("/api/v1/hazard-statements?language=da&q=H302%2BH312%2BH332");
    expect(erratum.body[0].statement).toBe("Farlig ved indånding, hudkontakt eller indånding");
    const euh = await reader.get("/api/v1/eu-hazard-statements");
    expect(euh.body).toHaveLength(33);
    expect(euh.body.every((row: Statement) => row.code.startsWith("EUH"))).toBe(true);
    const p = await reader.get("/api/v1/precautionary-statements?q=P280");
    expect(p.body.map((row: Statement) => row.code)).toContain("P280");
    expect(await reader.get("/api/v1/hazard-statements?language=de")).toMatchObject({ status: 400 });
  });

  it("answers in the stored language of a Danish user", async () => {
    const reader = await as("reader@demo.example");
    expect((await reader.patch("/api/v1/user", { body: { language: "da" } })).status).toBe(200);
    const danish = await reader.get("/api/v1/precautionary-statements?q=P102");
    expect(danish.body).toEqual([{ id: "P102", code: "P102", statement: "Opbevares utilgængeligt for børn." }]);
    const pictograms = await reader.get("/api/v1/hazard-statements/pictograms");
    expect(pictograms.body[1]).toEqual({
      id: "GHS02",
      code: "GHS02",
      name: "Brandfarlig",
      symbol: "Flame",
      imageUrl: "/ghs/GHS02.svg",
    });
    await reader.patch("/api/v1/user", { body: { language: "en" } });
  });

  it("lists the nine pictograms as the hazard and safety icons", async () => {
    const reader = await as("reader@demo.example");
    const icons = await reader.get("/api/v1/hazard-and-safety-icons?language=en");
    expect(icons.body.map((icon: { code: string }) => icon.code)).toEqual([
      ...["GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"],
    ]);
    expect(icons.body[8]).toMatchObject({ name: "Hazardous to the environment", imageUrl: "/ghs/GHS09.svg" });
  });

  it("pages and searches ADR Table A by UN number and name", async () => {
    const reader = await as("reader@demo.example");
    const acetone = await reader.get("/api/v1/dangerous-goods?q=1090");
    expect(acetone.status).toBe(200);
    expect(acetone.body.content).toEqual([
      expect.objectContaining({
        unNumber: "1090",
        properShippingName: "ACETONE",
        hazardClass: "3",
        classificationCode: "F1",
        packingGroup: "II",
        tunnelCode: "D/E",
        hazardNumber: "33",
      }),
    ]);
    const ammonia = await reader.get("/api/v1/dangerous-goods?q=1005");
    expect(ammonia.body.content[0]).toMatchObject({ hazardClass: "2", classificationCode: "2TC", labels: "2.3+8" });
    const byName = await reader.get("/api/v1/dangerous-goods?q=gasoline&sort=unNumber,asc");
    expect(byName.body.content.map((row: { unNumber: string }) => row.unNumber)).toContain("1203");
    const all = await reader.get("/api/v1/dangerous-goods?size=5");
    expect(all.body.totalElements).toBe(2939);
    expect(all.body.content[0].unNumber).toBe("0004");
    const class8 = await reader.get("/api/v1/dangerous-goods?hazard_class=8&size=1");
    expect(class8.body.totalElements).toBeGreaterThan(100);
  });
});
