import { convertWithin, unitOfText } from "./statement-units";

describe("a statement's units", () => {
  it("reads the units as English and Danish statements write them", () => {
    expect(unitOfText(" KG ")).toBe("KILOGRAM");
    expect(unitOfText("Tons")).toBe("TONNE");
    expect(unitOfText("m³")).toBe("CUBIC_METRE");
    expect(unitOfText("stk.")).toBe("PIECE");
    expect(unitOfText("liter")).toBe("LITRE");
    expect(unitOfText("bags")).toBeNull();
  });

  it("converts within a mass or a volume to the thousandth, and never across", () => {
    expect(convertWithin("1250.5", "KILOGRAM", "TONNE")).toBe("1.251");
    expect(convertWithin("2", "TONNE", "KILOGRAM")).toBe("2000");
    expect(convertWithin("750", "LITRE", "CUBIC_METRE")).toBe("0.75");
    expect(convertWithin("12", "PIECE", "PIECE")).toBe("12");
    expect(convertWithin("3", "CUBIC_METRE", "TONNE")).toBeNull();
    expect(convertWithin("3", "PIECE", "KILOGRAM")).toBeNull();
  });
});
