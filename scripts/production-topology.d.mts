export type Topology = {
  /** HAProxy's front URL */
  url: string;
  /** each app instance's own URL, behind HAProxy */
  instanceUrls: string[];
  /** the app's DATABASE_URL: PgBouncer in transaction pooling */
  pooledUrl: string;
  /** PostgreSQL itself (migrations, and anything that must bypass PgBouncer) */
  directUrl: string;
  settings: { maxClientConn: number; defaultPoolSize: number };
  production: boolean;
  stateDir: string;
  pids(): (number | undefined)[];
  /** the app instances' process ids, in instanceUrls' order */
  instancePids(): (number | undefined)[];
  stop(): Promise<void>;
};

export function findBinary(name: string): string | undefined;
export function ensureBinaries(log?: (message: string) => void): void;
export function pgbouncerSettings(options: {
  instances: number;
  poolSize: number;
  serverConnections: number;
}): { maxClientConn: number; defaultPoolSize: number };

export function startTopology(options?: {
  instances?: number;
  distDir?: string;
  postgresUrl?: string;
  database?: string;
  fresh?: boolean;
  frontPort?: number;
  poolSize?: number;
  serverConnections?: number;
  env?: Record<string, string>;
  stateDir?: string;
  log?: (message: string) => void;
}): Promise<Topology>;
