import fs from "node:fs";
import { diffSchemas } from "./lib/schema-engine.mjs";
import { startEmbeddedPostgres } from "./lib/embedded-postgres.mjs";
const db = await startEmbeddedPostgres({ dataDir: "/work/main/.data/pg-try", password: "pw" });
const s = fs.readFileSync("/work/main/prisma/schema.prisma", "utf8");
try {
  console.log((await diffSchemas(db.url(), null, s)).length);
  console.log(JSON.stringify(await diffSchemas(db.url(), s, s)));
  console.log(await diffSchemas(db.url(), s, s.replace("  disabled         Boolean       @default(false)\n", "")));
} catch (e) {
  console.log("ERR", e.message);
} finally {
  await db.stop();
}
