// Writes lib/platform/i18n/client-namespaces.json: the message namespaces each page's client
// components use (see scripts/lib/client-namespaces.mjs). `--check` only says whether it is current.
import fs from "node:fs";
import path from "node:path";
import { clientNamespaces } from "./lib/client-namespaces.mjs";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "lib/platform/i18n/client-namespaces.json");
const text = JSON.stringify(clientNamespaces(root), null, 2) + "\n";
if (process.argv.includes("--check")) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  if (current !== text) {
    console.error("lib/platform/i18n/client-namespaces.json is stale: run npm run i18n:namespaces");
    process.exit(1);
  }
} else {
  fs.writeFileSync(target, text);
  console.log(`wrote ${path.relative(root, target)}`);
}
