// The message keys the source uses, found by reading it: the calls of each translator bound with
// useTranslations("ns") or getTranslations("ns") (t("key"), t.rich("key") …), and every literal
// written as a whole key ("people.status.OVERDUE"), as export headings and translators handed
// around use them. A key built at run time (`audit.entities.${type}`) counts by its fixed start,
// which must name a group of messages.
import fs from "node:fs";
import path from "node:path";

/** `prefix`: the key goes on at run time, `key` is its fixed start ("audit.entities." or "form.title"). */
export type KeyUse = { file: string; key: string; prefix: boolean };

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(root, relative);
    return SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** A quoted literal: its text up to the first `${`, and whether it went on at run time. */
function literal(quote: string, text: string) {
  const open = quote === "`" ? text.indexOf("${") : -1;
  return open < 0 ? { text, prefix: false } : { text: text.slice(0, open), prefix: true };
}

export function keysUsed(root: string, namespaces: Set<string>): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const file of ["app", "components", "lib"].flatMap((dir) => sourceFiles(root, dir))) {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    // a translator's namespace is that of its nearest binding above the call (each component binds its own)
    const bindings = [
      ...source.matchAll(
        /const (\w+) = (?:await )?(?:useTranslations|getTranslations)\(\s*(?:["'`]([\w.]+)["'`])?\s*\)/g,
      ),
    ].map((match) => ({ name: match[1], namespace: match[2], at: match.index }));
    for (const name of new Set(bindings.map((binding) => binding.name))) {
      const own = bindings.filter((binding) => binding.name === name);
      const calls = new RegExp(`\\b${name}(?:\\.(?:rich|markup|has))?\\(\\s*(["'\`])([^"'\`]*)\\1`, "g");
      for (const call of source.matchAll(calls)) {
        const binding = own.filter((candidate) => candidate.at < call.index).at(-1);
        if (!binding) continue;
        const found = literal(call[1], call[2]);
        const key = [binding.namespace, found.text].filter(Boolean).join(".");
        uses.push({ file, key, prefix: found.prefix });
      }
    }
    // (a job's `name: "reminders.digest"` reads like a key and is none)
    for (const [, quote, text] of source.matchAll(
      /(?<!name: )(["'`])([a-z][A-Za-z0-9]*\.(?:[A-Za-z0-9_]+\.?)*(?:\$\{[^`]*)?)\1/g,
    )) {
      const found = literal(quote, text);
      if (!namespaces.has(found.text.split(".")[0]) || /\.(ts|tsx|json|csv|xlsx|pdf)$/.test(found.text)) continue;
      uses.push({ file, key: found.text, prefix: found.prefix || found.text.endsWith(".") });
    }
  }
  return uses;
}

/** What a dotted path names in the messages: a text, a group of messages, or nothing. */
function lookUp(messages: object, key: string): "text" | "group" | undefined {
  let at: unknown = messages;
  for (const part of key.split(".")) {
    if (!at || typeof at !== "object" || !(part in at)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === "string" ? "text" : at && typeof at === "object" ? "group" : undefined;
}

/**
 * Whether the messages have what a use asks for: a text for a whole key; for a key that goes on
 * at run time, a group ("audit.entities.") or, cut within a name ("form.title"), a key of its group
 * that starts so.
 */
export function hasKey(messages: object, use: KeyUse): boolean {
  if (!use.prefix) return lookUp(messages, use.key) !== undefined;
  if (use.key.endsWith(".")) return lookUp(messages, use.key.slice(0, -1)) === "group";
  const cut = use.key.lastIndexOf(".");
  const group = cut < 0 ? messages : groupAt(messages, use.key.slice(0, cut));
  const start = use.key.slice(cut + 1);
  return Boolean(group) && Object.keys(group!).some((name) => name.startsWith(start));
}

function groupAt(messages: object, key: string): object | undefined {
  return lookUp(messages, key) === "group"
    ? (key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], messages) as object)
    : undefined;
}
