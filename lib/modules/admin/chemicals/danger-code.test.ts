import { derivedDangerCode, effectiveDangerCode } from "./danger-code";

const code = (hazardStatements: string[], euHazardStatements: string[] = [], restrictedOrSvhc = false) =>
  derivedDangerCode({ hazardStatements, euHazardStatements, restrictedOrSvhc });

describe("the danger code", () => {
  it("is RED for CMR 1A/1B, acute toxicity 1–2, and SVHC or restricted substances", () => {
    expect(code(["H350"])).toBe("RED");
    expect(code(["H360FD", "H362"])).toBe("RED");
    expect(code(["H350i"])).toBe("RED");
    expect(code(["H225", "H330"])).toBe("RED");
    expect(code(["H300+H310+H330"])).toBe("RED");
    expect(code(["H225", "H319"], [], true)).toBe("RED");
  });

  it("is YELLOW for other health and environmental hazards (diesel, hypochlorite, acetone's EUH066)", () => {
    expect(code(["H226", "H304", "H315", "H332", "H351", "H373", "H411"])).toBe("YELLOW");
    expect(code(["H290", "H314", "H410"], ["EUH031"])).toBe("YELLOW");
    expect(code(["H301"])).toBe("YELLOW");
    expect(code(["H225"], ["EUH066"])).toBe("YELLOW");
    expect(code(["H412"])).toBe("YELLOW");
  });

  it("is GREEN without hazards or with physical hazards only", () => {
    expect(code([])).toBe("GREEN");
    expect(code(["H280"])).toBe("GREEN");
    expect(code(["H222", "H229"], ["EUH018"])).toBe("GREEN");
  });

  it("may be raised by a maintainer, never lowered", () => {
    expect(effectiveDangerCode("GREEN", "YELLOW")).toBe("YELLOW");
    expect(effectiveDangerCode("YELLOW", "RED")).toBe("RED");
    expect(effectiveDangerCode("RED", "GREEN")).toBe("RED");
    expect(effectiveDangerCode("YELLOW", null)).toBe("YELLOW");
  });
});
