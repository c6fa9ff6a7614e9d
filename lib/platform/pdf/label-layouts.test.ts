import { A4_MM, LABEL_LAYOUTS, labelBox, labelsPerSheet } from "./label-layouts";

const POINTS_PER_MM = 72 / 25.4;
const page = { width: A4_MM.width * POINTS_PER_MM, height: A4_MM.height * POINTS_PER_MM };
// what the makers' figures are given to, and what a sum of pitches may lose to floating point
const EPSILON = 1e-6;

describe.each(Object.entries(LABEL_LAYOUTS))("the label layout %s", (_key, layout) => {
  const boxes = Array.from({ length: labelsPerSheet(layout) }, (_, index) => labelBox(layout, index));

  it("holds its columns times its rows", () => {
    expect(boxes).toHaveLength(layout.columns * layout.rows);
  });

  it("keeps every label on the A4 page", () => {
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.width + EPSILON);
      expect(box.y + box.height).toBeLessThanOrEqual(page.height + EPSILON);
    }
  });

  it("lets no label overlap the next across or down", () => {
    expect(layout.columnPitch).toBeGreaterThanOrEqual(layout.width);
    expect(layout.rowPitch).toBeGreaterThanOrEqual(layout.height);
    const first = boxes[0];
    expect(boxes[1].x - first.x).toBeCloseTo(layout.columnPitch * POINTS_PER_MM, 6);
    expect(boxes[layout.columns].y - first.y).toBeCloseTo(layout.rowPitch * POINTS_PER_MM, 6);
  });

  it("leaves the same margin left and right within a millimetre, as the sheets are cut", () => {
    const right = A4_MM.width - layout.left - (layout.columns - 1) * layout.columnPitch - layout.width;
    expect(Math.abs(right - layout.left)).toBeLessThanOrEqual(1);
  });

  it("starts the next sheet's labels at the top left again", () => {
    expect(labelBox(layout, labelsPerSheet(layout))).toEqual(boxes[0]);
  });
});

describe("the common layouts", () => {
  it("are 24, 14 and 40 labels a sheet", () => {
    expect(labelsPerSheet(LABEL_LAYOUTS["a4-3x8"])).toBe(24);
    expect(labelsPerSheet(LABEL_LAYOUTS["a4-2x7"])).toBe(14);
    expect(labelsPerSheet(LABEL_LAYOUTS["a4-4x10"])).toBe(40);
  });
});
