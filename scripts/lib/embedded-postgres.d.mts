export function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  password: string;
  log?: (message: string) => void;
}): Promise<{ port: number; url(database?: string): string; stop(): Promise<void> }>;
export function findFreePort(): Promise<number>;
export function assertPortFree(port: number, what: string): Promise<void>;
