// Which message namespaces each page's client components can ask for, found in the source: the
// browser then receives those namespaces, not the whole catalogue (about 105 KB on every screen).
//
// From each page, layout, template and loading, error and not-found file it follows the project's
// imports, static and dynamic. A module is a client module when it says "use client" or a client
// module imports it. In client modules it collects the namespaces of `useTranslations("ns…")` and of
// every literal that reads as a key ("ns.key", `ns.${…}`); in every module it collects
// `messages="ns…"` props, the namespace a server component hands a client component. Only top-level
// namespaces are kept, so dynamic keys within a namespace are covered. Written to
// lib/platform/i18n/client-namespaces.json by `npm run i18n:namespaces`; a unit test fails when that
// file is stale.
import fs from "node:fs";
import path from "node:path";

const EXTENSIONS = [".tsx", ".ts", ".mjs", ".js"];

function resolveImport(root, fromFile, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, "index" + ext)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** `import { A, B as C } from "x"` → ["A", "B"]; null when the import takes the whole module. */
function importedNames(clause) {
  const named = /^\s*\{([^}]*)\}\s*$/.exec(clause);
  if (!named) return null;
  return named[1]
    .split(",")
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0],
    )
    .filter(Boolean);
}

/** What one module tells: its imports, whether it is a client entry, and the namespaces it names. */
function readModule(root, file, namespaces) {
  const source = fs.readFileSync(file, "utf8");
  const resolve = (specifier) => resolveImport(root, file, specifier);
  // `import type` brings no code; everything else does, also `export … from` and `import("…")`
  const statics = [
    ...source.matchAll(/^\s*(?:import(?!\s+type\s)([^;]*?)\sfrom|export[^;]*?\sfrom|import)\s*["']([^"']+)["']/gm),
  ]
    .map((match) => ({ file: resolve(match[2]), names: match[1] ? importedNames(match[1]) : null }))
    .filter((entry) => entry.file);
  const dynamics = [...source.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)]
    .map((match) => resolve(match[1]))
    .filter(Boolean);
  // `export const LazyX = dynamic(() => import("…"))`: a module importing LazyX alone needs only that one
  const lazy = new Map(
    [...source.matchAll(/export const (\w+) = dynamic\(\s*\(\) =>\s*import\(\s*["']([^"']+)["']/g)]
      .map((match) => [match[1], resolve(match[2])])
      .filter(([, target]) => target),
  );
  const known = (name) => (namespaces.has(name) ? [name] : []);
  const first = (key) => key.split(".")[0];
  const asClient = [
    ...[...source.matchAll(/useTranslations\(\s*["'`]([\w.]+)/g)].flatMap((match) => known(first(match[1]))),
    ...[...source.matchAll(/["'`]([A-Za-z_]\w*)\.(?:[\w.]*\w|\$\{)/g)].flatMap((match) => known(match[1])),
  ];
  const asProp = [...source.matchAll(/\bmessages[=:]\s*\{?\s*["'`]([\w.]+)["'`]/g)].flatMap((match) =>
    known(first(match[1])),
  );
  return { statics, dynamics, lazy, client: /^\s*["']use client["']/m.test(source), asClient, asProp };
}

/** The modules a visit leads on to: only the lazy ones asked for, when every name asked for is lazy. */
function nextModules(facts, names) {
  if (names && names.length && names.every((name) => facts.lazy.has(name))) {
    return [...facts.statics, ...names.map((name) => ({ file: facts.lazy.get(name), names: null }))];
  }
  return [...facts.statics, ...facts.dynamics.map((file) => ({ file, names: null }))];
}

/** The namespaces reachable from `entry`: through its imports, with client-ness passed down. */
function namespacesFrom(root, entry, namespaces, cache) {
  const factsOf = (file) => {
    if (!cache.has(file)) cache.set(file, readModule(root, file, namespaces));
    return cache.get(file);
  };
  const found = new Set();
  const seen = new Set();
  const queue = [{ file: entry, client: false, names: null }];
  while (queue.length) {
    const { file, client: importedByClient, names } = queue.pop();
    const facts = factsOf(file);
    const client = importedByClient || facts.client;
    const key = `${file}|${client}|${names?.join(",") ?? "*"}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const name of facts.asProp) found.add(name);
    if (client) for (const name of facts.asClient) found.add(name);
    for (const next of nextModules(facts, names)) queue.push({ ...next, client });
  }
  return found;
}

const sorted = (set) => [...set].sort();

/**
 * `{ layout, pages }`: the namespaces that the layouts and the files shown instead of a page (loading,
 * error, not found) need, sent on every screen; and per page (keyed by its folder under app/) the
 * ones it adds.
 */
export function clientNamespaces(root) {
  const catalogue = JSON.parse(fs.readFileSync(path.join(root, "messages/en.json"), "utf8"));
  const namespaces = new Set(Object.keys(catalogue));
  const cache = new Map();
  const appDir = path.join(root, "app");
  const files = fs
    .readdirSync(appDir, { recursive: true })
    .map((file) => file.split(path.sep).join("/"))
    .sort();
  const shared = new Set(["_global"]);
  for (const file of files.filter((file) =>
    /(^|\/)(layout|template|not-found|error|global-error|loading)\.tsx$/.test(file),
  )) {
    for (const name of namespacesFrom(root, path.join(appDir, file), namespaces, cache)) shared.add(name);
  }
  const pages = {};
  for (const file of files.filter((file) => /(^|\/)page\.tsx$/.test(file))) {
    const own = namespacesFrom(root, path.join(appDir, file), namespaces, cache);
    pages[path.posix.dirname(file)] = sorted(new Set([...own].filter((name) => !shared.has(name))));
  }
  return { layout: sorted(shared), pages };
}
