import { cmrClasses, cmrRestrictionEntries, isCmrStatement } from "./cmr";

describe("the CMR restrictions of Annex XVII", () => {
  it("brings entries 28 to 30 with a harmonised category 1A or 1B (formaldehyde, benzene, lead)", () => {
    expect(cmrRestrictionEntries(["Carc. 1B", "Muta. 2", "Acute Tox. 2 *", "Skin Corr. 1B", "Skin Sens. 1"])).toEqual([
      "28",
    ]);
    expect(cmrRestrictionEntries(["Flam. Liq. 2", "Carc. 1A", "Muta. 1B", "STOT RE 1", "Asp. Tox. 1"])).toEqual([
      "28",
      "29",
    ]);
    expect(cmrRestrictionEntries(["Repr. 1A", "Lact.", "Aquatic Chronic 1"])).toEqual(["30"]);
  });

  it("brings none for category 2 or other classes (toluene, acetone)", () => {
    expect(cmrRestrictionEntries(["Flam. Liq. 2", "Repr. 2", "Asp. Tox. 1", "STOT RE 2 *"])).toEqual([]);
    expect(cmrRestrictionEntries(["Flam. Liq. 2", "Eye Irrit. 2", "STOT SE 3"])).toEqual([]);
    expect(cmrClasses(["Carc. 2", "Muta. 2"])).toEqual([]);
  });

  it("tells CMR statements", () => {
    expect(["H350", "H350i", "H340", "H360Df", "H360FD"].every(isCmrStatement)).toBe(true);
    expect(["H351", "H341", "H361d", "H362"].some(isCmrStatement)).toBe(false);
  });
});
