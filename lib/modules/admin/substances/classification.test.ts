import { classificationDifferences } from "./classification";

const formaldehyde = {
  hazardStatements: ["H350", "H341", "H330", "H302", "H314", "H317"],
  supplementaryHazardStatements: ["EUH071"],
};

describe("own classification beside the harmonised one", () => {
  it("finds no difference where they agree", () => {
    expect(
      classificationDifferences(
        { hazardStatements: ["H350", "H341", "H330", "H302", "H314", "H317"], euHazardStatements: ["EUH071"] },
        [formaldehyde],
      ),
    ).toEqual({ onlyHarmonised: [], onlyOwn: [] });
  });

  it("marks what each side alone has, reading Annex VI's printed codes", () => {
    expect(
      classificationDifferences({ hazardStatements: ["H350", "H372", "H225"], euHazardStatements: [] }, [
        { hazardStatements: ["H225", "H350", "H372 **"], supplementaryHazardStatements: ["EUH066"] },
      ]),
    ).toEqual({ onlyHarmonised: ["EUH066"], onlyOwn: [] });
    expect(classificationDifferences({ hazardStatements: ["H351"], euHazardStatements: [] }, [formaldehyde])).toEqual({
      onlyHarmonised: ["H350", "H341", "H330", "H302", "H314", "H317", "EUH071"],
      onlyOwn: ["H351"],
    });
  });

  it("compares nothing for a substance Annex VI does not list", () => {
    expect(classificationDifferences({ hazardStatements: ["H225"], euHazardStatements: [] }, [])).toBeNull();
  });
});
