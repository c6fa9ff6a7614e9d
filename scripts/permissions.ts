// Writes docs/permissions.md from the modules' manifests (npm run permissions).
import fs from "node:fs";
import path from "node:path";
import { permissionsTable } from "../lib/modules/permissions-table";
import { MODULES, ROUTES } from "../lib/modules/registry";

const file = path.join(import.meta.dirname, "../docs/permissions.md");
fs.writeFileSync(file, permissionsTable(MODULES, ROUTES));
console.log(`[permissions] wrote ${path.relative(process.cwd(), file)}`);
