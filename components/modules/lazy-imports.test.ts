import fs from "node:fs";
import path from "node:path";
import { appFiles, projectRoot } from "@/tests/support/app-files";

// Next loads the code of every client component a page module imports, rendered or not. A detail
// page (its last segment a parameter) shows its form only for "new" or to editors, so it imports
// the form through its module's lazy.tsx; a page under a "new" segment shows nothing else and may import it.

const detailPages = appFiles("page.tsx").filter(
  (file) => /\/\[[^\]]+\]\/page\.tsx$/.test(file) && !file.split("/").includes("new"),
);

/** The form modules a page imports directly, e.g. `@/components/modules/monitoring/machines/machine-form`. */
function directFormImports(source: string): string[] {
  return [...source.matchAll(/from "(@\/components\/modules\/[^"]+-form)"/g)].map((match) => match[1]);
}

describe("detail pages load their forms lazily", () => {
  it("finds the detail pages", () => {
    expect(detailPages.length).toBeGreaterThan(15);
  });

  it("tells a direct import of a form", () => {
    expect(
      directFormImports('import { MachineForm } from "@/components/modules/monitoring/machines/machine-form";'),
    ).toEqual(["@/components/modules/monitoring/machines/machine-form"]);
    expect(
      directFormImports('import { LazyMachineForm } from "@/components/modules/monitoring/machines/lazy";'),
    ).toEqual([]);
  });

  it.each(detailPages)("%s imports no form directly", (file) => {
    expect(directFormImports(fs.readFileSync(path.join(projectRoot, file), "utf8"))).toEqual([]);
  });
});
