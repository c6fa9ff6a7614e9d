// The text of clp-precautionary-statements-added.json as the CSV and the first table make it.
import fs from "node:fs";
import path from "node:path";
import { addedPrecautionTables, unreadPrecautionTables } from "./clp-precautions-added";

export function addedPrecautionJson(root: string): string {
  const folder = path.join(root, "prisma/data/chemicals");
  const read = (name: string) => fs.readFileSync(path.join(folder, name), "utf8");
  const first = JSON.parse(read("clp-precautionary-statements.json")) as { classes: { section: string }[] };
  const classes = addedPrecautionTables(
    read("clp-precautionary-statements-added.csv"),
    read("clp-precautionary-statements-added-coverage.csv"),
    first.classes.map((entry) => entry.section),
  );
  const source =
    "Regulation (EC) No 1272/2008, Annex I, consolidated text CELEX 02008R1272: reachlex.eu (version 2025-09-01) and reachonline.eu (consolidation date not shown); © European Union, EUR-Lex, CC BY 4.0. Read from prisma/data/chemicals/clp-precautionary-statements-added.csv.";
  const unread = unreadPrecautionTables(read("clp-precautionary-statements-added-coverage.csv"));
  return JSON.stringify({ source, classes, unread }, null, 2) + "\n";
}
