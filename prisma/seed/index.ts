// npm run db:seed: reference data, then the demo tenants when they are not there yet.
// Refused with NODE_ENV=production unless --force is given.
import { seedClient } from "./client";
import { seedDemoFiles } from "./demo-files";
import { seedDemoIdentity } from "./demo-identity";
import { seedDemoPeople } from "./demo-people";
import { seedDemoPolicies } from "./demo-policies";
import { seedDemoStakeholdersAndScope } from "./demo-stakeholders-scope";
import { seedDemoSupportContacts } from "./demo-support-contacts";
import { seedNaceCodes } from "./reference-data";
import { seedLegislation } from "./legislation";
import { seedDemoObligations } from "./demo-obligations";
import { seedDemoOwnDocuments } from "./demo-own-documents";

async function main() {
  if (process.env.NODE_ENV === "production" && !process.argv.includes("--force")) {
    throw new Error("Refusing to load demo data with NODE_ENV=production; pass --force to insist");
  }
  const db = seedClient();
  try {
    const nace = await seedNaceCodes(db);
    if (nace) console.log(`[seed] NACE Rev. 2: ${nace} codes`);
    const acts = await seedLegislation(db);
    if (acts) console.log(`[seed] legislation catalogue: ${acts} acts`);
    const demo = await seedDemoIdentity(db);
    if (!demo) return console.log("[seed] demo data already present");
    console.log("[seed] demo organizations and accounts created");
    await seedDemoSupportContacts(db);
    if (process.env.EHS_SEED_IDENTITY_ONLY === "true") return;
    await seedDemoPeople(db, demo.nordic.id);
    console.log("[seed] demo members, roles and competences created");
    await seedDemoStakeholdersAndScope(db, demo.nordic.id, [demo.manager, demo.editor]);
    console.log("[seed] demo stakeholders and scope created");
    await seedDemoFiles(db, demo.nordic.id);
    console.log("[seed] demo documents created");
    await seedDemoPolicies(db, demo.nordic.id, demo.manager, demo.editor);
    console.log("[seed] demo policies created");
    await seedDemoObligations(db, demo.nordic.id, demo.manager.id);
    console.log("[seed] demo binding obligations created");
    await seedDemoOwnDocuments(db, demo.nordic.id, { manager: demo.manager.id, editor: demo.editor.id });
    console.log("[seed] demo own documents created");
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  console.error(`[seed] ${error.message}`);
  process.exit(1);
});
