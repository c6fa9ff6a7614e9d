// Each API test file works on its own copy of the template database, so files never see each
// other's writes and can run in parallel.
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { db } from "@/lib/platform/db";

const adminUrl = process.env.EHS_TEST_ADMIN_URL!;
const template = process.env.EHS_TEST_TEMPLATE!;
const database = `ehs_test_${randomBytes(6).toString("hex")}`;

function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin((client) => client.query(`CREATE DATABASE ${database} TEMPLATE ${template}`));
  process.env.DATABASE_URL = withDatabase(adminUrl, database);
});

afterAll(async () => {
  await db().$disconnect();
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
});
