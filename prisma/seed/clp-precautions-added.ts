// The precautionary statements of the CLP Annex I tables that clp-precautionary-statements.json
// lacks, read from clp-precautionary-statements-added.csv (one row per statement, with its coverage
// file: which cells were read and which are empty in the source) into the shape of that file, so
// that lib/modules/admin/chemicals/precautions.ts reads both alike. `npm run data:clp` writes
// clp-precautionary-statements-added.json; a unit test fails when it is stale.
import { parseCsv } from "./csv";

const KINDS = ["prevention", "response", "storage", "disposal"] as const;

type AddedCategory = {
  category: string;
  hazardStatements: string[];
  prevention: string[];
  response: string[];
  storage: string[];
  disposal: string[];
  /** The kinds whose cell was not read (the coverage file's `not_found`). */
  unread: string[];
  /** Statements whose place in the table the reading is unsure of, with the doubt in the source's words. */
  doubts: { code: string; doubt: string }[];
};

export type AddedClass = {
  section: string;
  hazardClass: string;
  url: string;
  version: string;
  categories: AddedCategory[];
};

/** A table, or a category's cells, that no readable copy held: its statements stay gaps. */
export type UnreadTable = {
  section: string;
  hazardClass: string;
  category: string;
  hazardStatements: string[];
  kinds: string[];
};

/** The coverage file's cells that were not found, a row per class and category. */
export function unreadPrecautionTables(coverage: string): UnreadTable[] {
  const tables = new Map<string, UnreadTable>();
  for (const cell of parseCsv(coverage).filter((row) => row.status === "not_found")) {
    const key = `${cell.hazard_class}|${cell.category}`;
    const section = cell.hazard_class.split(" ")[0];
    const table = tables.get(key) ?? {
      section,
      hazardClass: cell.hazard_class.slice(section.length + 1),
      category: cell.category,
      hazardStatements: cell.h_code.split("|"),
      kinds: [],
    };
    tables.set(key, table);
    table.kinds.push(cell.p_type);
  }
  return [...tables.values()];
}

/** Classes the first file already holds (4.3, with the same codes) are left out: one table, one place. */
export function addedPrecautionTables(csv: string, coverage: string, skipSections: string[]): AddedClass[] {
  const classes = new Map<string, AddedClass>();
  const categoryOf = (hazardClass: string, category: string, hCode: string, url: string, version: string) => {
    const section = hazardClass.split(" ")[0];
    const name = hazardClass.slice(section.length + 1);
    const entry = classes.get(hazardClass) ?? { section, hazardClass: name, url, version, categories: [] };
    classes.set(hazardClass, entry);
    let row = entry.categories.find((candidate) => candidate.category === category);
    if (!row) {
      row = {
        category,
        hazardStatements: hCode.split("|"),
        ...{ prevention: [], response: [], storage: [], disposal: [] },
        unread: [],
        doubts: [],
      };
      entry.categories.push(row);
    }
    return row;
  };
  for (const cell of parseCsv(coverage)) {
    // a category with no hazard statement (Division 1.6, Type G) carries no label elements either
    if (skipSections.includes(cell.hazard_class.split(" ")[0]) || !cell.h_code) continue;
    // a class that was not found at all stays out: its statements remain gaps (NO_TABLE)
    if (cell.status === "not_found" && cell.category === "all") continue;
    const row = categoryOf(cell.hazard_class, cell.category, cell.h_code, cell.source_url, "");
    if (cell.status === "not_found") row.unread.push(cell.p_type);
  }
  for (const line of parseCsv(csv)) {
    if (skipSections.includes(line.hazard_class.split(" ")[0])) continue;
    const row = categoryOf(line.hazard_class, line.category, line.h_code, line.source_url, line.source_version);
    const kind = line.p_type as (typeof KINDS)[number];
    if (!KINDS.includes(kind)) throw new Error(`unknown kind ${line.p_type}`);
    // "P370+P380+P375[+P378]": CLP's optional part is offered as a statement of its own
    const [code, optional] = line.p_code.replace(/\]$/, "").split("[+");
    for (const each of optional ? [code, optional] : [code]) if (!row[kind].includes(each)) row[kind].push(each);
    if (line.condition.startsWith("DOUBT:"))
      row.doubts.push({ code: line.p_code, doubt: line.condition.slice(6).trim() });
    const entry = classes.get(line.hazard_class)!;
    entry.url ||= line.source_url;
    entry.version ||= line.source_version;
  }
  return [...classes.values()].filter((entry) => entry.categories.length > 0);
}
