// The full demo seed (npm run db:seed) on a scratch database, as a newcomer's first start runs it.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { Client } from "pg";
import { databaseUrl, onAdmin } from "../support/migration-steps";

const root = path.join(__dirname, "../..");
const database = `ehs_seed_${Date.now()}`;
const url = databaseUrl(database);

describe("the demo seed", () => {
  let client: Client;
  const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);

  beforeAll(async () => {
    await onAdmin(`CREATE DATABASE ${database}`);
    const env = { ...process.env, DATABASE_URL: url, EHS_SEED_IDENTITY_ONLY: "" };
    execFileSync(process.execPath, [path.join(root, "scripts/db.mjs"), "migrate"], { env, stdio: "pipe" });
    execFileSync(process.execPath, [path.join(root, "scripts/db.mjs"), "seed"], { env, stdio: "pipe" });
    client = new Client({ connectionString: url });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await onAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  const holding = `(SELECT id FROM "Organization" WHERE name = 'Nordic Demo Holding A/S')`;

  it("loads the reference data and the demo tenants", async () => {
    expect(await count(`SELECT count(*) n FROM "NaceCode"`)).toBe(996);
    expect(await count(`SELECT count(*) n FROM "Organization" WHERE type = 'HOLDING'`)).toBe(3);
    expect(await count(`SELECT count(*) n FROM "User"`)).toBeGreaterThanOrEqual(17);
  });

  it("gives the demo holding a realistic organization", async () => {
    expect(
      await count(`SELECT count(*) n FROM "Membership" WHERE "organizationId" = ${holding}`),
    ).toBeGreaterThanOrEqual(15);
    expect(await count(`SELECT count(*) n FROM "Role" WHERE "organizationId" = ${holding}`)).toBe(3);
    expect(await count(`SELECT count(*) n FROM "Competence" WHERE "organizationId" = ${holding}`)).toBe(8);
    expect(await count(`SELECT count(*) n FROM "StakeholderAssociation" WHERE "organizationId" = ${holding}`)).toBe(6);
    expect(
      await count(
        `SELECT count(*) n FROM "ScopeRevision" r JOIN "Scope" s ON s.id = r."scopeId" WHERE s."organizationId" = ${holding}`,
      ),
    ).toBe(2);
    expect(
      await count(`SELECT count(*) n FROM "StoredFile" WHERE "organizationId" = ${holding}`),
    ).toBeGreaterThanOrEqual(3);
    // a report scheduled monthly to two members
    expect(
      await count(
        `SELECT count(*) n FROM "_ReportRecipients" r JOIN "ReportSchedule" s ON s.id = r."B"
         WHERE s."organizationId" = ${holding} AND s.frequency = 'MONTHLY'`,
      ),
    ).toBe(2);
  });

  it("gives the holding a communication plan and a log with two complaints, one answered and one with an open action", async () => {
    const own = `"organizationId" = ${holding}`;
    expect(await count(`SELECT count(*) n FROM "CommunicationPlanItem" WHERE ${own}`)).toBe(8);
    expect(await count(`SELECT count(*) n FROM "Communication" WHERE ${own}`)).toBe(15);
    expect(
      await count(
        `SELECT count(*) n FROM "Communication" WHERE ${own} AND kind = 'COMPLAINT' AND "respondedDate" IS NOT NULL`,
      ),
    ).toBe(1);
    expect(
      await count(
        `SELECT count(*) n FROM "Communication" c JOIN "Action" a ON a."communicationId" = c.id
         WHERE c.${own} AND c.kind = 'COMPLAINT' AND c."respondedDate" IS NULL AND a.status = 'PLANNED'`,
      ),
    ).toBe(1);
    // the plan keeps a line overdue and its next dates from the log
    expect(
      await count(`SELECT count(*) n FROM "CommunicationPlanItem" WHERE ${own} AND "nextDueDate" < current_date`),
    ).toBeGreaterThan(0);
  });

  it("has some overdue competence requirements and many valid ones", async () => {
    const overdue = await count(
      `SELECT count(*) n FROM "CompetenceRequirement" WHERE "nextDueDate" < now() OR ("lastAcquisitionDate" IS NULL AND "acquisitionDeadline" < now())`,
    );
    expect(overdue).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) n FROM "CompetenceRequirement" WHERE "nextDueDate" > now() + interval '30 days'`),
    ).toBeGreaterThan(overdue);
  });

  it("is refused with NODE_ENV=production unless forced", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NODE_ENV: "production" };
    expect(() =>
      execFileSync(process.execPath, [path.join(root, "scripts/db.mjs"), "seed"], { env, stdio: "pipe" }),
    ).toThrow(/Refusing/);
  });
});
