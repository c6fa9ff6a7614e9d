// The A4 label sheets the app prints on, as their makers give them in millimetres: the label's
// size, how many across and down, the sheet's top and left margins and the distance from one
// label's corner to the next (the pitch: the label and the gap after it). Pure and client-safe: the
// screens name the layouts too.

export const LABEL_LAYOUTS = {
  /** 24 labels of 70 × 37 mm, edge to edge (e.g. Avery 3474, Herma 4453) */
  "a4-3x8": { columns: 3, rows: 8, width: 70, height: 37, left: 0, top: 0.5, columnPitch: 70, rowPitch: 37 },
  /** 14 labels of 99.1 × 38.1 mm with rounded corners (e.g. Avery L7163) */
  "a4-2x7": {
    columns: 2,
    rows: 7,
    width: 99.1,
    height: 38.1,
    left: 4.65,
    top: 15.15,
    columnPitch: 101.6,
    rowPitch: 38.1,
  },
  /** 40 labels of 48.5 × 25.4 mm (e.g. Avery 3657) */
  "a4-4x10": { columns: 4, rows: 10, width: 48.5, height: 25.4, left: 8, top: 21.5, columnPitch: 48.5, rowPitch: 25.4 },
} as const satisfies Record<string, LabelLayout>;

export type LabelLayout = {
  columns: number;
  rows: number;
  width: number;
  height: number;
  left: number;
  top: number;
  columnPitch: number;
  rowPitch: number;
};

type LabelLayoutKey = keyof typeof LABEL_LAYOUTS;

export const LABEL_LAYOUT_KEYS = Object.keys(LABEL_LAYOUTS) as [LabelLayoutKey, ...LabelLayoutKey[]];

export const A4_MM = { width: 210, height: 297 } as const;

const POINTS_PER_MM = 72 / 25.4;

export const labelsPerSheet = (layout: LabelLayout) => layout.columns * layout.rows;

/** Where the label at `index` on its sheet lies, in points from the page's top left corner. */
export function labelBox(layout: LabelLayout, index: number) {
  const column = index % layout.columns;
  const row = Math.floor(index / layout.columns) % layout.rows;
  return {
    x: (layout.left + column * layout.columnPitch) * POINTS_PER_MM,
    y: (layout.top + row * layout.rowPitch) * POINTS_PER_MM,
    width: layout.width * POINTS_PER_MM,
    height: layout.height * POINTS_PER_MM,
  };
}
