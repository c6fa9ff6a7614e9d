import {
  DEFAULT_MATRIX,
  defaultLevels,
  disorderedCells,
  isCell,
  levelOf,
  needsAcceptance,
  type Matrix,
} from "./matrix";
import { LEVEL_COLOURS, RISK_LEVELS } from "./levels";

const scale = (size: number) =>
  Array.from({ length: size }, (_, index) => ({ labelEn: `${index + 1}`, labelDa: `${index + 1}` }));
const matrixOf = (
  likelihoods: number,
  severities: number,
  acceptableLevel: Matrix["acceptableLevel"] = "MEDIUM",
): Matrix => ({
  likelihoods: scale(likelihoods),
  severities: scale(severities),
  levels: defaultLevels(likelihoods, severities),
  acceptableLevel,
});

describe("the risk matrix", () => {
  it("scores the default 5×5 in the common bands: 1–4 low, 5–9 medium, 10–16 high, 20–25 very high", () => {
    for (let likelihood = 1; likelihood <= 5; likelihood++) {
      for (let severity = 1; severity <= 5; severity++) {
        const product = likelihood * severity;
        const expected = product <= 4 ? "LOW" : product <= 9 ? "MEDIUM" : product <= 16 ? "HIGH" : "VERY_HIGH";
        expect([likelihood, severity, levelOf(DEFAULT_MATRIX, likelihood, severity)]).toEqual([
          likelihood,
          severity,
          expected,
        ]);
      }
    }
  });

  it("scores a 3×3 matrix by the same bands of its own size", () => {
    const matrix = matrixOf(3, 3);
    // shares of 9: 1 .11, 2 .22, 3 .33, 4 .44, 6 .67, 9 1
    expect(matrix.levels).toEqual([
      ["LOW", "MEDIUM", "MEDIUM"],
      ["MEDIUM", "HIGH", "VERY_HIGH"],
      ["MEDIUM", "VERY_HIGH", "VERY_HIGH"],
    ]);
  });

  it("scores a 4×5 matrix and knows its cells", () => {
    const matrix = matrixOf(4, 5);
    expect(levelOf(matrix, 4, 5)).toBe("VERY_HIGH");
    expect(levelOf(matrix, 1, 1)).toBe("LOW");
    // 2×4 = 8 of 20: 0.4
    expect(levelOf(matrix, 2, 4)).toBe("HIGH");
    expect(isCell(matrix, 4, 5)).toBe(true);
    expect(isCell(matrix, 5, 1)).toBe(false);
    expect(isCell(matrix, 0, 1)).toBe(false);
    expect(isCell(matrix, 1.5, 1)).toBe(false);
    expect(() => levelOf(matrix, 5, 5)).toThrow(RangeError);
  });

  it("keeps an old score readable with the version it was given in", () => {
    // version 1: the default; version 2: a stricter matrix where 2×3 is already high
    const version1 = DEFAULT_MATRIX;
    const version2: Matrix = { ...DEFAULT_MATRIX, levels: DEFAULT_MATRIX.levels.map((row) => [...row]) };
    version2.levels[1][2] = "HIGH";
    expect(levelOf(version1, 2, 3)).toBe("MEDIUM");
    expect(levelOf(version2, 2, 3)).toBe("HIGH");
  });

  it("asks for acceptance only above the threshold", () => {
    expect(needsAcceptance(DEFAULT_MATRIX, "MEDIUM")).toBe(false);
    expect(needsAcceptance(DEFAULT_MATRIX, "HIGH")).toBe(true);
    expect(needsAcceptance({ acceptableLevel: "LOW" }, "MEDIUM")).toBe(true);
    expect(needsAcceptance({ acceptableLevel: "VERY_HIGH" }, "VERY_HIGH")).toBe(false);
  });

  it("finds the cells that would make more of a risk less", () => {
    expect(disorderedCells(DEFAULT_MATRIX.levels)).toEqual([]);
    const levels = defaultLevels(3, 3);
    levels[2][2] = "LOW";
    expect(disorderedCells(levels)).toEqual([[3, 3]]);
  });

  it("draws every level in colours of at least 4.5:1 contrast", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((start) => {
        const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const level of RISK_LEVELS) {
      const [a, b] = [luminance(LEVEL_COLOURS[level].background), luminance(LEVEL_COLOURS[level].text)].sort(
        (x, y) => y - x,
      );
      expect([level, (a + 0.05) / (b + 0.05) >= 4.5]).toEqual([level, true]);
    }
  });
});
