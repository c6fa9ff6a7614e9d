import statements from "@/prisma/data/chemicals/hazard-statements.json";
import { filledStatement, genericStatement, statementInstructions } from "./statement-text";

const text = (code: string, language: "en" | "da") => statements.find((row) => row.code === code)![language];

describe("a statement as printed", () => {
  it("leaves out CLP's bracketed instructions to the label's writer, in both languages", () => {
    expect(genericStatement(text("H370", "en"))).toBe("Causes damage to organs.");
    expect(genericStatement(text("H370", "da"))).toBe("Forårsager organskader.");
    expect(genericStatement(text("H360", "en"))).toBe("May damage fertility or the unborn child.");
    expect(genericStatement(text("H350", "da"))).toBe("Kan fremkalde kræft.");
  });

  it("keeps every other statement as it is", () => {
    expect(genericStatement(text("H225", "en"))).toBe(text("H225", "en"));
    expect(genericStatement(text("P264", "en"))).toBe(text("P264", "en"));
    expect(genericStatement(text("P250", "en"))).toBe(text("P250", "en"));
  });

  it("leaves no bracket in any statement of the catalogue", () => {
    const templated = statements.filter((row) => row.en.includes("<") || row.da.includes("<"));
    expect(templated.length).toBeGreaterThan(10);
    const printed = templated.flatMap((row) => [genericStatement(row.en), genericStatement(row.da)]);
    expect(printed.filter((statement) => /[<>]|\s[.,]|\s{2}/.test(statement))).toEqual([]);
  });
});

describe("a statement a product fills", () => {
  it("puts the product's organs and route of exposure where CLP's brackets ask for them", () => {
    expect(filledStatement(text("H372", "en"), ["(blood, nervous system)", "if inhaled"])).toBe(
      "Causes damage to organs (blood, nervous system) through prolonged or repeated exposure if inhaled.",
    );
    expect(filledStatement(text("H372", "da"), ["(blod, nervesystem)", "ved indånding"])).toBe(
      "Forårsager organskader (blod, nervesystem) ved længerevarende eller gentagen eksponering ved indånding.",
    );
  });

  it("prints the generic part where a fill is blank", () => {
    expect(filledStatement(text("H372", "en"), ["", "if inhaled"])).toBe(
      "Causes damage to organs through prolonged or repeated exposure if inhaled.",
    );
    expect(filledStatement(text("H372", "en"), ["  "])).toBe(genericStatement(text("H372", "en")));
  });

  it("names each bracket's instruction, in order, for the form", () => {
    expect(statementInstructions(text("H372", "en"))).toEqual([
      "or state all organs affected, if known",
      "state route of exposure if it is conclusively proven that no other routes of exposure cause the hazard",
    ]);
    expect(statementInstructions(text("H225", "en"))).toEqual([]);
  });
});
