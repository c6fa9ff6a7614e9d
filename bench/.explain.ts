import { Client } from "pg";
async function main() {
  const url = process.argv[2];
  process.env.DATABASE_URL = url;
  const { allowedPairs, searchedOrganizations } = await import("../lib/modules/search/reach");
  const { parseSearch } = await import("../lib/modules/search/query");
  const { searchStatement } = await import("../lib/modules/search/statement");
    const { searchQueries } = await import("../lib/modules/search/plan");
  const { mintOrgContext } = await import("../lib/platform/auth/org-context");
  const client = new Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`SELECT o.id AS holding, u.id AS "userId" FROM "Organization" o, "User" u WHERE o.name = 'Bench search A/S' AND u.email = 'bench-search@bench.example'`);
  const org = (await mintOrgContext({ id: rows[0].userId, email: "", name: "", language: "en", systemScopes: [], sessionId: "" }, rows[0].holding))!;
  const pairs = allowedPairs(await searchedOrganizations(org));
  const terms = parseSearch(process.argv[3]);
  const queries = await searchQueries(terms);
  console.log(queries);
  const statement = searchStatement(queries, { ...pairs, archived: false, perKind: 5 });
  const text = process.env.SQL_OVERRIDE ? require("fs").readFileSync(process.env.SQL_OVERRIDE, "utf8") : statement.text;
  const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, statement.values);
  console.log(plan.rows.map((r) => r["QUERY PLAN"]).join("\n"));
  await client.end();
  const { pool } = await import("../lib/platform/db");
  await pool().end();
}
void main();
