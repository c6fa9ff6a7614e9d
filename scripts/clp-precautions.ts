// Writes prisma/data/chemicals/clp-precautionary-statements-added.json from its CSV and coverage file
// (see prisma/seed/clp-precautions-added.ts).
import fs from "node:fs";
import path from "node:path";
import { addedPrecautionJson } from "../prisma/seed/clp-precautions-added-file";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "prisma/data/chemicals/clp-precautionary-statements-added.json");
fs.writeFileSync(target, addedPrecautionJson(root));
console.log(`wrote ${path.relative(root, target)}`);
