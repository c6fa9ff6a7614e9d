import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { appFiles, projectRoot } from "@/tests/support/app-files";
import { clientNamespaces } from "./client-namespaces.mjs";

/** A throw-away project: `files` maps paths to contents; messages/en.json is added. */
function project(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-namespaces-"));
  const all = {
    "messages/en.json": JSON.stringify({
      _global: {},
      shell: {},
      people: {},
      forms: {},
      grid: {},
      waste: {},
      units: {},
    }),
    "app/layout.tsx": 'import { Shell } from "@/components/shell";\nexport default function L() {}',
    "components/shell.tsx": '"use client";\nconst t = useTranslations("shell");',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("clientNamespaces", () => {
  it("takes namespaces from client modules and from what they import, not from server modules", () => {
    const dir = project({
      "app/members/page.tsx":
        'import { Grid } from "../../components/grid";\nimport { Server } from "@/components/server";',
      "components/grid.tsx":
        '"use client";\nimport { label } from "./label";\nconst t = useTranslations("people.tabs");',
      "components/label.ts": 'export const label = (t) => t("units.kg");',
      "components/server.tsx": 'const t = await getTranslations("waste");\nconst u = useTranslations("forms");',
    });
    expect(clientNamespaces(dir)).toEqual({
      layout: ["_global", "shell"],
      pages: { members: ["people", "units"] },
    });
  });

  it("sends what an error or not-found screen needs with every screen", () => {
    const dir = project({
      "app/error.tsx": '"use client";\nconst t = useTranslations("forms");',
      "app/page.tsx": 'const t = await getTranslations("waste");',
    });
    expect(clientNamespaces(dir)).toEqual({ layout: ["_global", "forms", "shell"], pages: { ".": [] } });
  });

  it("keeps the namespace a server module hands a client module as `messages`", () => {
    const dir = project({ "app/page.tsx": 'export default function P() { return <ListGrid messages="grid" />; }' });
    expect(clientNamespaces(dir).pages["."]).toEqual(["grid"]);
  });

  it("follows only the lazy components a page imports, and every dynamic import otherwise", () => {
    const dir = project({
      "components/lazy.tsx":
        '"use client";\nexport const LazyA = dynamic(() => import("./a"));\nexport const LazyB = dynamic(() => import("./b"));',
      "components/a.tsx": 'const t = useTranslations("people");',
      "components/b.tsx": 'const t = useTranslations("waste");',
      "app/one/page.tsx": 'import { LazyA } from "@/components/lazy";',
      "app/all/page.tsx": 'import * as lazy from "@/components/lazy";',
      "app/typed/page.tsx": 'import type { LazyB } from "@/components/lazy";',
    });
    expect(clientNamespaces(dir).pages).toEqual({ all: ["people", "waste"], one: ["people"], typed: [] });
  });

  it("reads keys written out in a client module, and leaves out what the layouts already send", () => {
    const dir = project({
      "components/toast.tsx": '"use client";\nconst key = `forms.refused.${code}`;\nconst s = t("shell.open");',
      "app/page.tsx": 'import "@/components/toast";',
    });
    expect(clientNamespaces(dir).pages["."]).toEqual(["forms"]);
  });

  it("is what lib/platform/i18n/client-namespaces.json holds (npm run i18n:namespaces writes it)", () => {
    const written = JSON.parse(
      fs.readFileSync(path.join(projectRoot, "lib/platform/i18n/client-namespaces.json"), "utf8"),
    );
    expect(written).toEqual(clientNamespaces(projectRoot));
  });
});

describe("pages", () => {
  it.each(appFiles("page.tsx"))("%s sends its own client namespaces", (file) => {
    const source = fs.readFileSync(path.join(projectRoot, file), "utf8");
    const folder = path.posix.dirname(file.replace(/^app\//, "")).replace(/[()[\]]/g, "\\$&");
    expect(source).toMatch(new RegExp(`^export default withClientMessages\\(\\s*\\w+,\\s*"${folder}",?\\s*\\);$`, "m"));
  });
});
