import fs from "node:fs";
import path from "node:path";

// Next reads the proxy's matcher from the source without running it, so the test does the same.
const proxySource = fs.readFileSync(path.join(process.cwd(), "proxy.ts"), "utf8");
const matcher = /matcher: \["([^"]+)"\]/.exec(proxySource)?.[1] ?? "";
const passesProxy = (pathname: string) => new RegExp(`^${matcher}$`).test(pathname);

function publicFiles(folder = "public"): string[] {
  return fs.readdirSync(path.join(process.cwd(), folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    return entry.isDirectory() ? publicFiles(relative) : [relative.slice("public".length)];
  });
}

describe("the proxy's matcher", () => {
  it("lets every file of public/ through untouched, so the guard cannot answer 404 for it", () => {
    const files = publicFiles();
    expect(files).toEqual(expect.arrayContaining(["/icon.svg", "/ghs/GHS02.svg"]));
    expect(files.filter(passesProxy)).toEqual([]);
  });

  it("still guards screens and the API", () => {
    expect(matcher).not.toBe("");
    for (const pathname of ["/dashboard", "/ghs", "/api/v1/chemicals", "/admin/chemicals/ghs"]) {
      expect(passesProxy(pathname)).toBe(true);
    }
  });
});
