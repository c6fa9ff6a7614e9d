export function runSeed(databaseUrl: string, extraArgs?: string[]): Promise<void>;
