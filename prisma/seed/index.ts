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
import { seedChemicals } from "./chemicals";
import { seedDemoChemicals } from "./demo-chemicals";
import { seedDemoRegister } from "./demo-register";
import { seedTreatmentOperations, seedWasteTypes } from "./waste-types";
import { seedDemoObligations } from "./demo-obligations";
import { seedDemoOwnDocuments } from "./demo-own-documents";
import { seedDemoWaste } from "./demo-waste";
import { seedDemoEvents } from "./demo-events";
import { seedDemoMeters } from "./demo-meters";
import { seedProcedureTemplates } from "./procedure-templates";
import { seedEmissionFactors } from "./emission-factors";
import { seedDemoProcedures } from "./demo-procedures";
import { seedDemoControlBook } from "./demo-control-book";
import { seedDemoInspectionRounds } from "./demo-inspection-rounds";
import { seedDemoDelegation } from "./demo-delegation";
import { seedDemoActions } from "./demo-actions";
import { seedResponsibilities } from "./responsibilities";
import { seedHazardTypes } from "./hazard-types";
import { seedDemoRisks } from "./demo-risks";
import { seedDemoAspects } from "./demo-aspects";
import { seedDemoObjectives } from "./demo-objectives";
import { seedQuestionnaires } from "./questionnaires";
import { seedAgreementTemplates } from "./agreement-templates";
import { seedDemoAudits } from "./demo-audits";
import { seedDemoReports } from "./demo-reports";
import { seedDemoReviews } from "./demo-reviews";
import { seedDemoCommunication } from "./demo-communication";

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
    const chemicals = await seedChemicals(db);
    if (chemicals.annexVi) console.log(`[seed] chemicals reference data: ${JSON.stringify(chemicals)}`);
    const wasteTypes = await seedWasteTypes(db);
    if (wasteTypes) console.log(`[seed] List of Waste: ${wasteTypes} waste types`);
    const operations = await seedTreatmentOperations(db);
    if (operations) console.log(`[seed] recovery and disposal operations: ${operations}`);
    const templates = await seedProcedureTemplates(db);
    if (templates) console.log(`[seed] procedure templates: ${templates}`);
    const factors = await seedEmissionFactors(db);
    if (factors) console.log(`[seed] emission-factor catalogue: ${factors} factors`);
    const responsibilities = await seedResponsibilities(db);
    if (responsibilities) console.log(`[seed] responsibilities catalogue: ${responsibilities}`);
    const hazardTypes = await seedHazardTypes(db);
    if (hazardTypes) console.log(`[seed] hazard catalogue: ${hazardTypes}`);
    const questionnaires = await seedQuestionnaires(db);
    if (questionnaires) console.log(`[seed] questionnaires: ${questionnaires}`);
    const agreementTemplates = await seedAgreementTemplates(db);
    if (agreementTemplates) console.log(`[seed] agreement templates: ${agreementTemplates}`);
    const demo = await seedDemoIdentity(db);
    if (!demo) return console.log("[seed] demo data already present");
    console.log("[seed] demo organizations and accounts created");
    await seedDemoSupportContacts(db);
    if (process.env.EHS_SEED_IDENTITY_ONLY === "true") return;
    const products = await seedDemoChemicals(db);
    console.log(`[seed] demo chemical products created: ${products}`);
    await seedDemoPeople(db, demo.nordic.id);
    console.log("[seed] demo members, roles and competences created");
    const registered = await seedDemoRegister(db, demo.nordic.id, demo.production.id);
    console.log(`[seed] demo chemical registers: ${registered} chemicals`);
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
    await seedDemoWaste(db, demo.nordic.id);
    console.log("[seed] demo waste handlers, arrangements and registrations created");
    await seedDemoEvents(db, demo.nordic.id, { manager: demo.manager.id, editor: demo.editor.id });
    console.log("[seed] demo events created");
    await seedDemoMeters(db, demo.nordic.id);
    console.log("[seed] demo meters and readings created");
    await seedDemoProcedures(db, demo.nordic.id, demo.manager, demo.editor);
    console.log("[seed] demo procedures created");
    await seedDemoControlBook(db, demo.nordic.id, demo.manager.id);
    console.log("[seed] demo machines and control book created");
    const rounds = await seedDemoInspectionRounds(db, demo.nordic.id, demo.manager);
    console.log(`[seed] demo inspection rounds with questionnaires: ${rounds}`);
    await seedDemoDelegation(db, demo.nordic.id, demo.manager);
    console.log("[seed] demo delegations created");
    const hazards = await seedDemoRisks(db, demo.nordic.id, demo.manager);
    console.log(`[seed] demo risk assessments: ${hazards} hazards`);
    const aspects = await seedDemoAspects(db, demo.nordic.id, demo.manager);
    console.log(`[seed] demo environmental aspects: ${aspects.aspects}, ${aspects.significant} significant`);
    const objectives = await seedDemoObjectives(db, demo.nordic.id, demo.manager);
    console.log(`[seed] demo objectives: ${objectives}`);
    const audits = await seedDemoAudits(db, demo.nordic.id, demo.manager);
    console.log(`[seed] demo audit programme: ${audits} audits`);
    // before the reviews: this year's draft review reads the communications among its inputs
    const communication = await seedDemoCommunication(db, demo.nordic.id);
    console.log(
      `[seed] demo communication: a plan of ${communication.lines} lines and ${communication.communications} communications`,
    );
    const reviews = await seedDemoReviews(db, demo.nordic.id, demo.manager);
    console.log(`[seed] demo management reviews: ${reviews}`);
    const recipients = await seedDemoReports(db, demo.nordic.id);
    console.log(`[seed] demo scheduled report to ${recipients} members`);
    const actions = await seedDemoActions(db, demo.nordic.id);
    console.log(`[seed] demo action plan: ${actions} actions of the plan and of inspections`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  console.error(`[seed] ${error.message}`);
  process.exit(1);
});
