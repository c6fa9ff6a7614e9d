export const migrationsDir: string;
export function listMigrations(dir?: string): { name: string; sql: string; checksum: string }[];
export function applyMigrations(databaseUrl: string, options?: { log?: (message: string) => void }): Promise<string[]>;
