import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { AppMetrics } from "./metrics/app-metrics";

/** What every feature's routes and services are given: no globals, so tests build as many apps as they like. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  /** injectable clock: tests move time (deadlines, IST days, expiries) without waiting */
  now: () => Date;
  /** what GET /metrics reports; buildApp makes one when the context brings none */
  metrics?: AppMetrics;
};
