// npm run db:seed: reference data, then the demo tenants when they are not there yet.
// Refused with NODE_ENV=production unless --force is given.
import { seedClient } from "./client";
import { seedDemoIdentity } from "./demo-identity";
import { seedNaceCodes } from "./reference-data";

async function main() {
  if (process.env.NODE_ENV === "production" && !process.argv.includes("--force")) {
    throw new Error("Refusing to load demo data with NODE_ENV=production; pass --force to insist");
  }
  const db = seedClient();
  try {
    const nace = await seedNaceCodes(db);
    if (nace) console.log(`[seed] NACE Rev. 2: ${nace} codes`);
    const demo = await seedDemoIdentity(db);
    console.log(demo ? "[seed] demo organizations and accounts created" : "[seed] demo data already present");
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  console.error(`[seed] ${error.message}`);
  process.exit(1);
});
