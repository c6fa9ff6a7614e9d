// Property-based fuzzing of every operation in the OpenAPI document: random and hostile bodies and
// queries (wrong types, NUL characters, huge strings, deep nesting, numbers and dates out of range),
// sent as a signed-in manager of the demo holding. No answer may be a 5xx, and an answer in the 4xx
// range must leave the database as it was (no committed row change in any table, by a write log). A fixed seed and a bounded
// number of runs per operation keep it repeatable and quick. The operations are dealt to a few test
// files (tests/api/platform/fuzz-*.test.ts), each with a database of its own, so that they run
// side by side.
import fc from "fast-check";
import { db } from "@/lib/platform/db";
import { as, call, signIn, type CallOptions } from "./api";
import { demo } from "./demo";
import { ID_FIXTURES } from "./fixtures";
import { body, deepText, query, type JsonSchema } from "./hostile-values";

const SEED = 20_261_123;
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const MANAGER = "manager@demo.example";

/** Tables that change by design on a refused request: sessions of the callers, and the records of failed attempts. */
const UNCHECKED_TABLES = new Set(["_prisma_migrations", "Session", "SignInFailure", "ErrorReport"]);
/** Operations that record a refused attempt on purpose (rate limits count failures); still never 5xx. */
const RECORDS_REFUSALS = new Set([
  "post /authentications",
  "post /user/password-reset",
  "post /user/password-change",
  "post /errors",
]);
/** Operations that end the caller's session run last, so that the others keep theirs. */
const ENDS_SESSION = new Set(["post /logout", "delete /user/sessions", "post /user/password-change"]);

type Operation = {
  key: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  parameters: { name: string; in: string; schema: JsonSchema }[];
  json?: JsonSchema;
  upload: boolean;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method} ${path}`,
      method: method.toUpperCase() as Operation["method"],
      path,
      parameters: operation.parameters ?? [],
      json: operation.requestBody?.content?.["application/json"]?.schema,
      upload: Boolean(operation.requestBody?.content?.["multipart/form-data"]),
    })),
  );
}

const WRITE_LOG = "fuzz_write";

/**
 * Records every committed row change of every checked table (public schema), in a table of its
 * own: a row trigger on each table inserts into it, in the writing transaction, so a rolled-back
 * write leaves nothing and a committed one leaves a row. Reading the log's last id before and after
 * a request is then as strict as comparing every row, but costs a lookup instead of a scan of every
 * table (43 ms a request with the reference catalogues, most of the test's time).
 */
async function startWriteLog() {
  const tables = await db().$queryRaw<{ name: string }[]>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`;
  await db().$executeRawUnsafe(`CREATE TABLE ${WRITE_LOG} (id bigserial PRIMARY KEY, written text NOT NULL)`);
  await db().$executeRawUnsafe(`
    CREATE FUNCTION ${WRITE_LOG}_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO ${WRITE_LOG} (written) VALUES (TG_TABLE_NAME || ' ' || TG_OP); RETURN NULL; END $$`);
  for (const { name } of tables.filter((table) => !UNCHECKED_TABLES.has(table.name))) {
    await db().$executeRawUnsafe(
      `CREATE TRIGGER ${WRITE_LOG} AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION ${WRITE_LOG}_row()`,
    );
    await db().$executeRawUnsafe(
      `CREATE TRIGGER ${WRITE_LOG}_truncate AFTER TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION ${WRITE_LOG}_row()`,
    );
  }
}

/** The newest committed write's id (0 before any), and what it wrote. */
async function lastWrite(): Promise<{ id: bigint; written: string }> {
  const [last] = await db().$queryRawUnsafe<{ id: bigint; written: string }[]>(
    `SELECT id, written FROM ${WRITE_LOG} ORDER BY id DESC LIMIT 1`,
  );
  return last ?? { id: BigInt(0), written: "" };
}

/** Fuzzes every `parts`-th operation of the document, from the `part`-th (0-based), sorted by key. */
export const fuzzOperations = (part: number, parts: number) =>
  describe(`fuzzing the documented operations, part ${part + 1} of ${parts}`, () => {
    let operations: Operation[];
    const pathValues: Record<string, string> = {};
    const ids: string[] = [];

    beforeAll(async () => {
      // error reports and invitations are logged; thousands of lines would hide the result
      for (const method of ["log", "warn", "error"] as const) jest.spyOn(console, method).mockImplementation(() => {});
      const holding = await demo.holding();
      const manager = await as(MANAGER);
      const answer = await manager.get("/api/v1/openapi.json");
      expect(answer.status).toBe(200);
      operations = operationsOf(answer.body)
        .sort((a, b) => a.key.localeCompare(b.key))
        .filter((_operation, index) => index % parts === part)
        .sort((a, b) => Number(ENDS_SESSION.has(a.key)) - Number(ENDS_SESSION.has(b.key)));
      pathValues.orgId = holding;
      for (const [name, fixture] of Object.entries(ID_FIXTURES)) {
        pathValues[name] = await fixture.create(fixture.owner === "user" ? MANAGER : holding);
      }
      ids.push(...Object.values(pathValues));
      await startWriteLog();
    }, 120_000);

    it("finds operations in the document", () => {
      expect(operations.length).toBeGreaterThan(30 / parts);
    });

    it("sees a committed write in the write log, and not one rolled back", async () => {
      const before = await lastWrite();
      await db()
        .$transaction(async (tx) => {
          await tx.$executeRaw`UPDATE "Organization" SET name = name WHERE id = ${pathValues.orgId}::uuid`;
          throw new Error("rolled back");
        })
        .catch(() => undefined);
      expect((await lastWrite()).id).toBe(before.id);
      await db().$executeRaw`UPDATE "Organization" SET name = name WHERE id = ${pathValues.orgId}::uuid`;
      const written = await db().$queryRawUnsafe<{ written: string }[]>(
        `SELECT written FROM ${WRITE_LOG} WHERE id > $1`,
        before.id,
      );
      expect(written.map((row) => row.written)).toContain("Organization UPDATE");
    });

    it("never answers 5xx, and a refusal changes nothing", async () => {
      const failures: string[] = [];
      let cookie = await signIn(MANAGER);
      for (const operation of operations) {
        const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? "missing");
        const sample = fc.record({
          query: query(operation.parameters, ids),
          body: operation.json
            ? fc.oneof({ weight: 7, arbitrary: body(operation.json, ids) }, { weight: 1, arbitrary: deepText })
            : fc.constant(undefined),
          fileName: fc.oneof(fc.string(), fc.constantFrom("a\u0000.pdf", "x".repeat(5000), '../../x".html', "")),
          fileBytes: fc.uint8Array({ maxLength: 64 }),
        });
        await fc
          .assert(
            fc.asyncProperty(sample, async (input) => {
              const target = new URL(`http://localhost/api/v1${url}`);
              for (const [name, value] of input.query) target.searchParams.append(name, value);
              const options: CallOptions = { cookie };
              if (operation.upload) {
                const form = new FormData();
                form.set("file", new Blob([input.fileBytes]), input.fileName);
                options.raw = { body: form };
              } else if (typeof input.body === "string" && /^\[+\]+$/.test(input.body)) {
                options.raw = { body: input.body, contentType: "application/json" };
              } else if (input.body !== undefined) options.body = input.body;
              // nothing else writes this file's database
              const before = await lastWrite();
              const answer = await call(operation.method, target.pathname + target.search, options);
              if (answer.status >= 500) {
                failures.push(`${operation.key} → ${answer.status}: ${JSON.stringify(input).slice(0, 300)}`);
                return false;
              }
              if (answer.status >= 400 && !RECORDS_REFUSALS.has(operation.key)) {
                const after = await lastWrite();
                if (after.id !== before.id) {
                  failures.push(
                    `${operation.key} → ${answer.status} changed the database (${after.written}): ${JSON.stringify(input).slice(0, 300)}`,
                  );
                  return false;
                }
              }
              if (answer.status === 401 && !ENDS_SESSION.has(operation.key)) cookie = await signIn(MANAGER);
              return true;
            }),
            { seed: SEED, numRuns: RUNS, endOnFailure: true },
          )
          .catch((error: Error) => {
            // a false property is already listed; anything thrown is listed here
            if (!failures.some((failure) => failure.startsWith(operation.key)))
              failures.push(`${operation.key}: ${error.message.slice(0, 500)}`);
          });
        if (ENDS_SESSION.has(operation.key)) cookie = await signIn(MANAGER);
      }
      expect(failures).toEqual([]);
    }, 600_000);
  });
