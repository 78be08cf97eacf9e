import type { ChildProcess } from "node:child_process";

export type BuiltServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
};

export function freePort(): Promise<number>;

export function startBuiltServer(options: {
  /** the folder holding client/ and server/main.js */
  distDir: string;
  env?: Record<string, string>;
  /** keep the embedded database here (and leave it on stop); a fresh temporary one otherwise */
  dataDir?: string;
  /** a stopped server's data directory: an empty data directory starts as a copy of it */
  seededFrom?: string;
  /** the server's clock starts at this instant and runs on in real time (ABHYAS_TEST_NOW) */
  now?: string | Date;
  nodeArgs?: string[];
  startTimeoutMs?: number;
}): Promise<BuiltServer>;
