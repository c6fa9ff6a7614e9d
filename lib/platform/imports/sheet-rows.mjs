// @ts-check
// The rows a sheet reader collects, with the limits that bound its work checked as each cell and
// row arrives, so that a hostile file is refused at the first cell past a limit, not after it has
// been read whole. Shared by the CSV and XLSX readers; runs in the sheet worker thread.

/**
 * @typedef {{ maxRows: number, maxColumns: number, maxCells: number }} RowLimits
 * @typedef {"unreadable" | "too_large" | "too_many_rows" | "too_many_columns" | "too_many_cells"} RefusalReason
 * @typedef {{ row: number, cells: string[] }} SheetRow
 * @typedef {{ headings: string[], rows: SheetRow[] }} SheetTable
 */

/** Why a sheet is refused, with what the person can act on (`where`: a row, a cell). */
export class SheetRefusal extends Error {
  /**
   * @param {RefusalReason} reason
   * @param {{ where?: string, format?: "CSV" | "XLSX", log?: string }} [details] `log` is for the log only
   */
  constructor(reason, details = {}) {
    super(details.log ?? reason);
    this.reason = reason;
    this.where = details.where;
    this.format = details.format;
  }
}

/**
 * "A" is column 1, "XFD" column 16,384, as a spreadsheet program names them.
 * @param {number} column
 */
function columnName(column) {
  let name = "";
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

export class RowCollector {
  /** @param {RowLimits} limits */
  constructor(limits) {
    this.limits = limits;
    /** @type {string[]} */
    this.headings = [];
    /** @type {SheetRow[]} */
    this.rows = [];
    this.cells = 0;
  }

  /**
   * Checks one more cell (empty ones count: they cost work too) before it is read.
   * @param {number} row
   * @param {number} column 1-based
   */
  cell(row, column) {
    if (column > this.limits.maxColumns) {
      throw new SheetRefusal("too_many_columns", { where: `${columnName(column)}${row}` });
    }
    if (++this.cells > this.limits.maxCells) throw new SheetRefusal("too_many_cells", { where: `row ${row}` });
  }

  /**
   * A row as a spreadsheet program numbers it: row 1 holds the headings, rows without text are left
   * out (their numbers are kept, so errors point at the right row).
   * @param {number} row
   * @param {string[]} cells
   */
  add(row, cells) {
    const trimmed = Array.from(cells, (cell) => (cell ?? "").trim());
    if (row === 1) this.headings = trimmed;
    else if (trimmed.some(Boolean)) {
      if (this.rows.length >= this.limits.maxRows) throw new SheetRefusal("too_many_rows", { where: `row ${row}` });
      this.rows.push({ row, cells: trimmed });
    }
  }

  /** @returns {SheetTable} */
  table() {
    return { headings: this.headings, rows: this.rows };
  }
}
