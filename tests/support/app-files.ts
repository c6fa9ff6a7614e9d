import fs from "node:fs";
import path from "node:path";

/** The project's folder. */
export const projectRoot = path.join(__dirname, "../..");

/** The files called `name` under app/, as paths from the project's folder: `app/(app)/dashboard/page.tsx`. */
export function appFiles(name: string): string[] {
  return (fs.readdirSync(path.join(projectRoot, "app"), { recursive: true }) as string[])
    .map((file) => `app/${file.split(path.sep).join("/")}`)
    .filter((file) => path.posix.basename(file) === name)
    .sort();
}

/** The route files under app/, as paths from app/: `api/v1/organizations/[orgId]/route.ts`. */
export const routeFiles = () => appFiles("route.ts").map((file) => file.slice("app/".length));

/** The URL pattern of a route file: its folders, route groups left out. */
export const routePattern = (file: string) =>
  `/${file
    .split("/")
    .slice(0, -1)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .join("/")}`;
