import { chemicalHazardDrafts } from "./chemical-hazards";

describe("a chemical's hazards", () => {
  it("groups a solvent-based paint's statements by route of harm, each with the worst statement's severity", () => {
    // a typical 2-component polyurethane lacquer: flammable, harmful by inhalation, sensitising, organ damage
    const drafts = chemicalHazardDrafts(["H226", "H332", "H317", "H336", "H373", "H412", "EUH204"]);
    expect(drafts).toEqual([
      { code: "CHEM_SKIN_CONTACT", category: "CHEMICAL", statements: ["H317"], severity: 3 },
      { code: "CHEM_SOLVENTS_PAINT", category: "CHEMICAL", statements: ["H332", "H336", "H373"], severity: 3 },
      { code: "FIRE_FLAMMABLE_LIQUIDS", category: "FIRE_EXPLOSION", statements: ["H226"], severity: 3 },
    ]);
  });

  it("makes a carcinogen the most severe, and keeps the aquatic statements out", () => {
    const drafts = chemicalHazardDrafts(["H350", "H341", "H315", "H410"]);
    expect(drafts.map((draft) => [draft.code, draft.severity])).toEqual([
      ["CHEM_CMR", 5],
      ["CHEM_SKIN_CONTACT", 2],
    ]);
  });

  it("reads a highly flammable liquid and a corrosive one", () => {
    expect(chemicalHazardDrafts(["H225", "H314", "H290"]).map((draft) => [draft.code, draft.severity])).toEqual([
      ["CHEM_SKIN_CONTACT", 4],
      ["FIRE_FLAMMABLE_LIQUIDS", 4],
    ]);
    expect(chemicalHazardDrafts([])).toEqual([]);
    expect(chemicalHazardDrafts(["H400", "H412"])).toEqual([]);
  });
});
