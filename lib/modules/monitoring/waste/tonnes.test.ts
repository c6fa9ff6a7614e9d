import { toTonnes, type Conversion } from "./tonnes";

const unit = (registrationUnit: Conversion["registrationUnit"], extra: Partial<Conversion> = {}): Conversion => ({
  registrationUnit,
  densityKgPerM3: null,
  kgPerPiece: null,
  ...extra,
});

describe("toTonnes", () => {
  it("takes a mass as it is", () => {
    expect(toTonnes("2.5", unit("TONNE"))?.toString()).toBe("2.5");
    expect(toTonnes("1250", unit("KILOGRAM"))?.toString()).toBe("1.25");
  });

  it("weighs a volume by its density", () => {
    // 12 m³ of mixed waste at 150 kg/m³ = 1.8 t; 400 L of waste oil at 900 kg/m³ = 0.36 t
    expect(toTonnes("12", unit("CUBIC_METRE", { densityKgPerM3: "150" }))?.toString()).toBe("1.8");
    expect(toTonnes("400", unit("LITRE", { densityKgPerM3: "900" }))?.toString()).toBe("0.36");
  });

  it("weighs pieces by a full container's typical weight", () => {
    // 7 roll-off containers of 2,400 kg
    expect(toTonnes("7", unit("PIECE", { kgPerPiece: "2400" }))?.toString()).toBe("16.8");
  });

  it("keeps decimals exact", () => {
    expect(toTonnes("0.1", unit("CUBIC_METRE", { densityKgPerM3: "0.3" }))?.toString()).toBe("0.00003");
  });

  it("gives no tonnes where the arrangement has no conversion", () => {
    expect(toTonnes("3", unit("CUBIC_METRE"))).toBeNull();
    expect(toTonnes("3", unit("LITRE"))).toBeNull();
    expect(toTonnes("3", unit("PIECE", { densityKgPerM3: "100" }))).toBeNull();
  });
});
