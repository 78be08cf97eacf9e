import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** loopback unless told otherwise: set HOST=0.0.0.0 to serve other machines */
  HOST: z.string().default("127.0.0.1"),
  /** an empty value means the default: never the working directory itself */
  DATA_DIR: optional.transform((v) => v ?? "./data"),
  DATABASE_URL: optional,
  PUBLIC_URL: optional,
  SESSION_SECRET: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  ADMIN_EMAILS: z.string().default(""),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_BASE: z.string().url().default("https://api.razorpay.com"),
  SEED_DEMO: z.enum(["0", "1", "bank"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** PostgreSQL connections per instance */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** "transaction" when DATABASE_URL is a PgBouncer in transaction pooling: no named statements */
  DATABASE_POOL_MODE: z.enum(["session", "transaction"]).default("session"),
  /** PostgreSQL itself, not through the pooler: the migrations and their advisory lock run on it */
  DATABASE_DIRECT_URL: optional,
  /** how long one instance reuses the public leaderboard and the rank counts (ms; 0 = never) */
  STANDING_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** how long one instance reuses a session lookup for reads (GET/HEAD) (ms; 0 = never) */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).optional(),
  /** how long one instance reuses a quiz's public (answer-free) part for GET /api/quiz/{id} (ms; 0 = never) */
  QUIZ_CACHE_MS: z.coerce.number().int().min(0).max(300_000).optional(),
  /** which peers may say who the client is (X-Forwarded-*): a hop count, or addresses/CIDRs; none by default */
  TRUST_PROXY: optional,
  /** a request (headers and body) not fully received in this time is answered 408 and closed */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** how long an idle keep-alive connection stays open */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  /** open connections one client address may hold (0 = no cap) */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).max(100_000).optional(),
  /** how often expired sessions and rate-limit windows are deleted (ms; 0 = never) */
  CLEANUP_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  /** how often the item-response model is calibrated again from first answers (ms; 0 = never) */
  CALIBRATION_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  /** how often each instance looks for due jobs (src/server/jobs: finishing attempts, clean-ups) (ms; 0 = never) */
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** embedded database: calls queued behind the running one past which a save is answered 503 with Retry-After (0 = never) */
  DATABASE_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(64),
  /** jobs one instance runs at once on PostgreSQL (the embedded database runs one at a time) */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** how many days the web vitals from real sessions (POST /api/vitals) are kept */
  VITALS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** web vitals beacons accepted a minute and a (UTC) day from everyone together, besides 30 a minute a client */
  VITALS_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  VITALS_MAX_PER_DAY: z.coerce.number().int().min(1).max(100_000_000).default(50_000),
  /** the bearer token GET /metrics asks for; in production /metrics exists only when it is set */
  METRICS_TOKEN: optional,
  /** web push (reminders): the VAPID key pair (base64url, as web-push generates it) and the contact it names */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional,
  /** how often due reminders are looked for (ms; 0 = never) */
  REMINDERS_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** tests only: the server's clock starts at this ISO instant and runs on in real time */
  ABHYAS_TEST_NOW: optional.refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), {
    message: "must be an ISO date-time, e.g. 2026-11-29T18:30:00Z",
  }),
});

export type Config = {
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  sessionSecret: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  adminEmails: Set<string>;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiBase: string } | undefined;
  /** demo sign-in and the simulated checkout exist only in embedded (non-production, no Google) mode */
  demoMode: boolean;
  /** "demo": the bank, a week of daily quizzes and demo learners; "bank": the bank alone; "none": the exams only */
  seed: "demo" | "bank" | "none";
  logLevel: string;
  databasePoolSize: number;
  /** a pooler in transaction mode shares server connections between transactions (decision 0057) */
  databasePoolMode: "session" | "transaction";
  databaseDirectUrl: string | undefined;
  /** 0 in tests (they change points and read them back at once), 2 s otherwise */
  standingCacheMs: number;
  /** 0 in tests (they edit a quiz and read it back at once), 10 s otherwise */
  quizCacheMs: number;
  /** 0 in tests, 2 s otherwise: see registerSessionLookup */
  sessionCacheMs: number;
  /** Fastify's trustProxy: false (the peer is the client), a hop count, or trusted addresses/CIDRs */
  trustProxy: false | number | string[];
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** 0 = no cap */
  maxConnectionsPerClient: number;
  databaseQueueLimit: number;
  /** 0 = no periodic clean-up (tests) */
  cleanupIntervalMs: number;
  calibrationIntervalMs: number;
  /** 0 = no job worker (tests run due jobs themselves) */
  jobsPollMs: number;
  /** jobs one instance runs at once on PostgreSQL; the embedded database has one connection, so 1 there */
  jobConcurrency: number;
  /** web_vitals rows older than this many days are deleted by the recurring clean-up */
  vitalsRetentionDays: number;
  vitalsMaxPerMinute: number;
  vitalsMaxPerDay: number;
  /** METRICS_TOKEN: see http/metrics-access.ts for who may read GET /metrics */
  metricsToken: string | undefined;
  /** ABHYAS_TEST_NOW: where the clock starts in a test run (never in production) */
  testNow: Date | undefined;
  /**
   * The VAPID keys reminders are signed with: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or, in the
   * embedded mode, made once and kept in DATA_DIR (lib/vapid-keys.ts, filled in at start-up).
   * Undefined: no reminders are sent and subscribing is refused.
   */
  vapid: VapidKeys | undefined;
  /** the contact in each VAPID token: VAPID_SUBJECT, or mailto:reminders@ the public host */
  vapidSubject: string;
  /** 0 = no recurring reminder job (tests run it themselves) */
  remindersIntervalMs: number;
};

export type VapidKeys = { publicKey: string; privateKey: string };

export class ConfigError extends Error {}

/** Reads the environment once at start-up and refuses to start on anything inconsistent. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
      : undefined;
  const razorpay =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
      ? {
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? "",
          apiBase: e.RAZORPAY_API_BASE.replace(/\/$/, ""),
        }
      : undefined;

  if (isProduction && e.ABHYAS_TEST_NOW) {
    throw new ConfigError("ABHYAS_TEST_NOW sets a fake clock for tests: unset it when NODE_ENV=production");
  }
  if (isProduction) {
    const missing = [
      !e.DATABASE_URL && "DATABASE_URL",
      !e.PUBLIC_URL && "PUBLIC_URL",
      !e.SESSION_SECRET && "SESSION_SECRET",
      !google && "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET",
      !razorpay && "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET",
      !e.RAZORPAY_WEBHOOK_SECRET && "RAZORPAY_WEBHOOK_SECRET",
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`NODE_ENV=production needs: ${missing.join(", ")}`);
    }
    if ((e.SESSION_SECRET ?? "").length < 32) {
      throw new ConfigError("SESSION_SECRET must be at least 32 characters in production");
    }
    if (e.VAPID_SUBJECT !== undefined && !/^(mailto:|https:\/\/)/.test(e.VAPID_SUBJECT)) {
      throw new ConfigError("VAPID_SUBJECT must be a mailto: address or an https: URL");
    }
    if (e.METRICS_TOKEN !== undefined && e.METRICS_TOKEN.length < 16) {
      throw new ConfigError("METRICS_TOKEN must be at least 16 characters in production");
    }
  }

  if (e.DATABASE_POOL_MODE === "transaction" && !(e.DATABASE_URL && e.DATABASE_DIRECT_URL)) {
    throw new ConfigError(
      "DATABASE_POOL_MODE=transaction needs DATABASE_URL (the pooler) and DATABASE_DIRECT_URL (PostgreSQL itself, for the migrations' advisory lock)",
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither");
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const behindProxy = trustProxy !== false;

  return {
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    sessionSecret: e.SESSION_SECRET ?? "embedded-mode-session-secret-not-for-production",
    google,
    adminEmails: new Set(
      e.ADMIN_EMAILS.split(",")
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
    razorpay,
    demoMode: !isProduction && !google,
    seed: e.SEED_DEMO === "0" ? "none" : e.SEED_DEMO === "bank" ? "bank" : "demo",
    logLevel: e.LOG_LEVEL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePoolMode: e.DATABASE_POOL_MODE,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    standingCacheMs: e.STANDING_CACHE_MS ?? (e.NODE_ENV === "test" ? 0 : 2000),
    sessionCacheMs: e.SESSION_CACHE_MS ?? (e.NODE_ENV === "test" ? 0 : 2000),
    quizCacheMs: e.QUIZ_CACHE_MS ?? (e.NODE_ENV === "test" ? 0 : 10_000),
    trustProxy,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    // A load balancer reuses its connections and expects them open longer than its own idle timeout
    // (60 s on most): behind one, keep them 72 s; a browser talking to us directly needs only a few seconds.
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS ?? (behindProxy ? 72_000 : 5_000),
    // behind a proxy every connection comes from the proxy's address: no cap unless one is set
    maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT ?? (behindProxy ? 0 : 256),
    databaseQueueLimit: e.DATABASE_QUEUE_LIMIT,
    cleanupIntervalMs: e.CLEANUP_INTERVAL_MS ?? (e.NODE_ENV === "test" ? 0 : 10 * 60_000),
    calibrationIntervalMs: e.CALIBRATION_INTERVAL_MS ?? (e.NODE_ENV === "test" ? 0 : 15 * 60_000),
    jobsPollMs: e.JOBS_POLL_MS ?? (e.NODE_ENV === "test" ? 0 : 5000),
    jobConcurrency: e.JOB_CONCURRENCY,
    vitalsRetentionDays: e.VITALS_RETENTION_DAYS,
    vitalsMaxPerMinute: e.VITALS_MAX_PER_MINUTE,
    vitalsMaxPerDay: e.VITALS_MAX_PER_DAY,
    metricsToken: e.METRICS_TOKEN,
    testNow: e.ABHYAS_TEST_NOW ? new Date(e.ABHYAS_TEST_NOW) : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:reminders@${URL.parse(publicUrl)?.hostname || "localhost"}`,
    remindersIntervalMs: e.REMINDERS_INTERVAL_MS ?? (e.NODE_ENV === "test" ? 0 : 60_000),
  };
}

const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: unset or 0 trusts nobody (request.ip is the peer's address); a number trusts that
 * many proxies in front of us; otherwise a comma list of addresses, CIDRs or proxy-addr's names
 * (loopback, linklocal, uniquelocal). "true" (trust anyone) is refused: then any client picks its IP.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : hops;
  }
  const entries = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return false;
    const [address = "", bits, ...rest] = entry.split("/");
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return true;
    if (bits === undefined) return false;
    const n = Number(bits);
    return !/^\d+$/.test(bits) || n > (version === 4 ? 32 : 128);
  });
  if (bad.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma list of addresses or CIDRs (not: ${bad.join(", ") || value})`,
    );
  }
  return entries;
}
