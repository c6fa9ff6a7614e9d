import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../lib/generated/prisma/client";

export function seedClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  // UTC sessions, like the app's pool (lib/platform/db.ts): Prisma's adapter writes timestamps
  // without an offset, so any other session time zone would shift every seeded instant
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, options: "-c TimeZone=UTC" }) });
}

export type SeedClient = ReturnType<typeof seedClient>;
