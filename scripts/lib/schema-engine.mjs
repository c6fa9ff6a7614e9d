// Prisma's schema engine compiled to WebAssembly. The Prisma CLI would download a native engine,
// which these machines cannot reach; the WebAssembly build needs no download.
// Only datamodel-to-datamodel diffs are used (diffs that introspect a database fail on
// PostgreSQL 18's catalog); the engine still wants a reachable server to start.
import fs from "node:fs";
import { createRequire } from "node:module";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const require = createRequire(import.meta.url);
const bindingsPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");

let panicMessage = "";
globalThis.PRISMA_WASM_PANIC_REGISTRY = { set_message: (message) => (panicMessage = message) };

let enginePromise;
const loadEngine = () => (enginePromise ??= instantiateEngine());

async function instantiateEngine() {
  const bindings = await import(bindingsPath);
  const bytes = fs.readFileSync(bindingsPath.replace(/\.js$/, ".wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start?.();
  return bindings.SchemaEngine;
}

const asTarget = (text) =>
  text === null ? { tag: "empty" } : { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: text }] };

/** SQL that takes a database shaped by `fromSchema` (null: empty) to `toSchema`; "" when equal. */
export async function diffSchemas(databaseUrl, fromSchema, toSchema) {
  const SchemaEngine = await loadEngine();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: databaseUrl }));
  const engine = await SchemaEngine.new({ datamodels: [["schema.prisma", toSchema]] }, () => {}, adapter);
  try {
    const result = await engine.diff({
      from: asTarget(fromSchema),
      to: asTarget(toSchema),
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const script = result.stdout ?? "";
    const meaningful = script.split("\n").some((line) => line.trim() && !line.trim().startsWith("--"));
    return meaningful ? script.trim() + "\n" : "";
  } catch (error) {
    throw panicMessage ? new Error(`schema engine: ${panicMessage}`) : error;
  } finally {
    engine.free();
  }
}
