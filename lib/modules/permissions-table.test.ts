// The committed permission table is the one the manifests make: a permission changed in code and
// not in docs/permissions.md (or the other way round) fails here.
import fs from "node:fs";
import path from "node:path";
import { permissionsTable } from "./permissions-table";
import { MODULES, ROUTES } from "./registry";

describe("docs/permissions.md", () => {
  it("is what the manifests declare (npm run permissions writes it)", () => {
    const committed = fs.readFileSync(path.join(__dirname, "../../docs/permissions.md"), "utf8");
    expect(committed).toBe(permissionsTable(MODULES, ROUTES));
  });

  it("lists every screen of the route table", () => {
    const committed = fs.readFileSync(path.join(__dirname, "../../docs/permissions.md"), "utf8");
    for (const screen of ROUTES.screens) expect(committed).toContain(`| \`${screen.path}\``);
  });
});
