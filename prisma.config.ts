import { defineConfig } from "prisma/config";

// Prisma 7 does not read .env itself; `env()` would throw when DATABASE_URL is unset, which would
// break `prisma generate` on a machine that runs the embedded database.
try {
  process.loadEnvFile?.(".env");
} catch {
  // no .env file: the embedded default or the real environment applies
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed/index.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unset" },
});
