export const migrationsDir: string;
export function applyMigrations(databaseUrl: string, options?: { log?: (message: string) => void }): Promise<string[]>;
