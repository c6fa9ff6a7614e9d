// A canonical description of the public schema, used to prove that the migrations build
// exactly the database that schema.prisma describes (columns, indexes, constraints but CHECK, enums).
import pg from "pg";

const queries = {
  columns: `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length
            FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
            ORDER BY table_name, column_name`,
  indexes: `SELECT tablename, indexname, indexdef FROM pg_indexes
            WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename, indexname`,
  // CHECK constraints are left out: schema.prisma has no way to state one, so each is written by
  // hand into its migration (like the triggers), and there is nothing to compare it with
  constraints: `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
                FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype <> 'c'
                AND conrelid::regclass::text <> '_prisma_migrations' ORDER BY 1, 2`,
  enums: `SELECT t.typname, e.enumlabel, e.enumsortorder FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
          JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' ORDER BY 1, 3`,
};

export async function describeSchema(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = {};
    for (const [name, sql] of Object.entries(queries)) result[name] = (await client.query(sql)).rows;
    return result;
  } finally {
    await client.end();
  }
}
