import { treatmentGroupOf } from "./treatment";

describe("treatmentGroupOf", () => {
  it("counts material recovery R2–R11 as recycling", () => {
    for (let n = 2; n <= 11; n++) expect(treatmentGroupOf(`R${n}`)).toBe("RECYCLING");
  });

  it("counts energy recovery and the preliminary R operations as other recovery", () => {
    expect(["R1", "R12", "R13"].map(treatmentGroupOf)).toEqual(["OTHER_RECOVERY", "OTHER_RECOVERY", "OTHER_RECOVERY"]);
  });

  it("counts every D operation as disposal", () => {
    for (let n = 1; n <= 15; n++) expect(treatmentGroupOf(`D${n}`)).toBe("DISPOSAL");
  });

  it("refuses codes outside the annexes", () => {
    for (const code of ["R0", "R14", "D0", "D16", "X1", "R 1", "r4"]) expect(() => treatmentGroupOf(code)).toThrow();
  });
});
