import { appFiles } from "@/tests/support/app-files";
import { PUBLIC_PATTERNS } from "@/lib/platform/modules/route-table";
import { ROUTES } from "./registry";

const SCREEN_ROUTES = ROUTES.screens;

// The route table must know the files under app/: every page is a screen of the table or a
// public page, and every route handler sits where the proxy lets requests through to it.

/** `app/(app)/organization/[id]/page.tsx` → `/organization/[]`: route groups dropped, parameters unnamed. */
function pagePattern(file: string): string {
  const segments = file
    .replace(/^app\//, "")
    .split("/")
    .slice(0, -1)
    .filter((segment) => !/^\(.+\)$/.test(segment))
    .map((segment) => (/^\[.+\]$/.test(segment) ? "[]" : segment));
  return `/${segments.join("/")}`;
}

const unnamed = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, "[]");

/** The page files whose path is neither a screen of the route table nor a public page. */
function pagesMissingFromTable(pageFiles: readonly string[]): string[] {
  const known = new Set([...SCREEN_ROUTES.map((route) => route.path), ...PUBLIC_PATTERNS].map(unnamed));
  return pageFiles.filter((file) => !known.has(pagePattern(file)));
}

/** Route handlers outside /api and /assets would meet the screen guard, which answers 404. */
const HANDLER_PREFIXES = ["/api/", "/assets/"] as const;

function handlersOutsidePrefixes(routeFiles: readonly string[]): string[] {
  return routeFiles.filter((file) => !HANDLER_PREFIXES.some((prefix) => `${pagePattern(file)}/`.startsWith(prefix)));
}

describe("the route table covers the app folder", () => {
  const pages = appFiles("page.tsx");

  it("finds the pages", () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(pagePattern("app/(app)/organization/scope/page.tsx")).toBe("/organization/scope");
    expect(pagePattern("app/(app)/a/[id]/b/[childId]/edit/page.tsx")).toBe("/a/[]/b/[]/edit");
  });

  it("has an entry for every page.tsx", () => {
    expect(pagesMissingFromTable(pages)).toEqual([]);
  });

  it("reports a page that has no entry", () => {
    expect(pagesMissingFromTable(["app/(app)/organization/forgotten/page.tsx", ...pages])).toEqual([
      "app/(app)/organization/forgotten/page.tsx",
    ]);
  });

  it("keeps every route handler under /api or /assets, where the proxy lets it answer for itself", () => {
    const handlers = appFiles("route.ts");
    expect(handlers.length).toBeGreaterThan(20);
    expect(handlersOutsidePrefixes(handlers)).toEqual([]);
    expect(handlersOutsidePrefixes(["app/reports/route.ts"])).toEqual(["app/reports/route.ts"]);
  });
});
