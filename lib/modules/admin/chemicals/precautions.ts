// The precautionary statements that a product's hazard statements call for under CLP Annex I.
// Client-safe.
//
// Source: the "label elements" table of each hazard class of Annex I, read into
// prisma/data/chemicals/clp-precautionary-statements.json and, for seven more tables,
// clp-precautionary-statements-added.json (their origins and gaps are described in
// docs/reference-data.md). The rule:
// - A table row (a hazard category) applies when the product carries every hazard statement of the
//   row; a statement that completes no row (H222 without H229, H335 in the row "H335, H336" of
//   STOT SE 3) takes the rows that name it with the fewest statements.
// - One statement for two categories (H300 in acute toxicity 1 and 2, H261 in water-reactive 2 and
//   3, H272, H207) cannot tell them apart: the union of both rows is taken, the more demanding set.
// - Statements are listed prevention, response, storage, disposal, each in table order, once.
// - Which of them the label finally carries (Article 28: usually no more than six) is the
//   maintainer's choice from the safety data sheet; this is the list to choose from.
// - Statements of hazard classes whose table is missing from the data, and rows with cells that
//   could not be read, are reported as gaps, so a screen never presents a partial list as whole.
// - A statement whose place in its table the reading doubts comes with that doubt, for the
//   maintainer to check against the safety data sheet.
import added from "@/prisma/data/chemicals/clp-precautionary-statements-added.json";
import table from "@/prisma/data/chemicals/clp-precautionary-statements.json";
import { baseCodes } from "./warnings";

const KINDS = ["prevention", "response", "storage", "disposal"] as const;
type Kind = (typeof KINDS)[number];

export type PrecautionDoubt = { code: string; doubt: string };

type Row = { hazardStatements: string[]; unread: string[]; doubts?: PrecautionDoubt[] } & Record<Kind, string[]>;

type Table = { classes: { categories: Row[] }[] };

const ROWS: readonly Row[] = [table as Table, added as Table].flatMap((file) =>
  file.classes.flatMap((hazardClass) => hazardClass.categories),
);
const COVERED = new Set(ROWS.flatMap((row) => row.hazardStatements));

/** The EU statements of the Annex I hazard classes of 2023 (Regulation (EU) 2023/707). */
const ANNEX_I_EUH = /^EUH(380|381|430|431|440|441|450|451)$/;

export type PrecautionGap = { code: string; reason: "NO_TABLE" | "PARTLY_READ" };

function rowsFor(codes: ReadonlySet<string>) {
  const complete = ROWS.filter((row) => row.hazardStatements.every((code) => codes.has(code)));
  const reached = new Set(complete.flatMap((row) => row.hazardStatements));
  const partial = [...codes]
    .filter((code) => COVERED.has(code) && !reached.has(code))
    .flatMap((code) => {
      const naming = ROWS.filter((row) => row.hazardStatements.includes(code));
      const fewest = Math.min(...naming.map((row) => row.hazardStatements.length));
      return naming.filter((row) => row.hazardStatements.length === fewest);
    });
  return [...new Set([...complete, ...partial])];
}

/** The precautionary statement codes that the hazard statements call for, what the data lacks and doubts. */
export function precautionsFor(hazardStatements: readonly string[]): {
  codes: string[];
  gaps: PrecautionGap[];
  doubts: PrecautionDoubt[];
} {
  const codes = new Set(hazardStatements.flatMap(baseCodes));
  const rows = rowsFor(codes);
  const found = KINDS.flatMap((kind) => rows.flatMap((row) => row[kind]));
  const partlyRead = new Set(rows.filter((row) => row.unread.length > 0).flatMap((row) => row.hazardStatements));
  const gaps: PrecautionGap[] = [...codes].sort().flatMap((code): PrecautionGap[] => {
    const fromAnnexI = code.startsWith("H") || ANNEX_I_EUH.test(code);
    if (fromAnnexI && !COVERED.has(code)) return [{ code, reason: "NO_TABLE" }];
    return partlyRead.has(code) ? [{ code, reason: "PARTLY_READ" }] : [];
  });
  const doubts = rows.flatMap((row) => row.doubts ?? []);
  return {
    codes: [...new Set(found)],
    gaps,
    doubts: [...new Map(doubts.map((doubt) => [doubt.code, doubt])).values()],
  };
}
