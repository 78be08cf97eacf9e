import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { AppContext } from "./context";
import { registerAdminAudit } from "./features/admin-audit/audit-hooks";
import { authRoutes } from "./features/auth/routes";
import { registerInstituteAudit } from "./features/institute-audit/audit-hooks";
import { cachedQuizHasMath } from "./features/quizzes/quiz-has-math";
import { registerAdmission } from "./http/admission";
import { registerApiDocs } from "./http/api-docs";
import { registerSessionLookup } from "./http/auth-guard";
import { capConnectionsPerClient, connectionOptions } from "./http/connections";
import { notFound, registerErrorHandler } from "./http/errors";
import { registerInputGuard } from "./http/input-guard";
import { METRICS_PATH, registerMetrics } from "./http/metrics";
import { pageHtmlWithPreloads } from "./http/page-preloads";
import { registerPrerenderedPages } from "./http/prerendered-pages";
import { registerRateLimits } from "./http/rate-limit";
import { registerCsrfCheck, registerSecurityHeaders } from "./http/security";
import { startJobWorker } from "./jobs/worker";
import { createMetrics } from "./metrics/app-metrics";
import { featureRoutes } from "./routes";

const SLOW_REQUEST_MS = 1000;

/** Every API route (and GET /metrics), as registered: `authorization-matrix.test.ts` and `hostile-input.test.ts` walk this table. */
export type RouteEntry = { method: string; url: string };

declare module "fastify" {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export type BuildAppOptions = {
  /** false in tests that only drive the API; the built client in dist/client otherwise */
  serveClient?: boolean;
  logger?: boolean;
};

/** Builds the whole app around a context; main.ts and every test call this. */
export async function buildApp(given: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const metrics = given.metrics ?? createMetrics();
  const ctx: AppContext = given.metrics ? given : { ...given, metrics };
  // Per-request "incoming request"/"request completed" lines only at LOG_LEVEL=debug or trace: at
  // info they cost a log write per request under load. Errors are logged by the error handler and
  // slow requests (over SLOW_REQUEST_MS) below, at every level.
  const perRequestLogs = ctx.config.logLevel === "debug" || ctx.config.logLevel === "trace";
  const app = Fastify({
    logger: options.logger === false ? false : { level: ctx.config.logLevel },
    logController: new LogController({ disableRequestLogging: !perRequestLogs }),
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    ...connectionOptions(ctx.config),
  });
  capConnectionsPerClient(app.server, ctx.config.maxConnectionsPerClient, app.log);
  if (!perRequestLogs) {
    app.addHook("onResponse", (request, reply, done) => {
      if (reply.elapsedTime > SLOW_REQUEST_MS) {
        request.log.warn(
          {
            method: request.method,
            url: request.url,
            statusCode: reply.statusCode,
            ms: Math.round(reply.elapsedTime),
          },
          "slow request",
        );
      }
      done();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const routeTable: RouteEntry[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== "HEAD" && (route.url.startsWith("/api/") || route.url === METRICS_PATH)) {
        routeTable.push({ method, url: route.url });
      }
    }
  });
  app.decorate("routeTable", routeTable);
  registerMetrics(app, ctx, metrics);
  await registerApiDocs(app);

  // JSON answers over 1 KB go out compressed for a browser that takes it (a JEE paper with its
  // typeset math is ~250 KB as JSON, ~35 KB in brotli: seconds on a phone's 4G). Brotli at quality 4,
  // which costs little CPU; small answers (saves) are sent as they are. Built files are precompressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie, { secret: ctx.config.sessionSecret });
  registerSecurityHeaders(app, ctx.config);
  registerCsrfCheck(app, ctx.config);
  registerSessionLookup(app, ctx);
  registerRateLimits(app, ctx);
  registerAdmission(app, ctx);
  registerInputGuard(app);
  startJobWorker(app, ctx);

  app.get("/api/health", async () => ({ ok: true }));
  authRoutes(app, ctx);
  registerAdminAudit(app, ctx); // before the routes: its hooks cover every admin write
  registerInstituteAudit(app, ctx); // and every institute staff write
  featureRoutes(app, ctx);

  const clientDir = findClientDir();
  if (options.serveClient !== false && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // without this, send's own "public, max-age=0" replaces what setHeaders sets below
      cacheControl: false,
      setHeaders(reply, filePath) {
        // a route that sends a file may have set these itself (the landing page varies by
        // language): what it set stands, as it did when these were set on the raw response
        const set = (name: string, value: string) => {
          if (!reply.hasHeader(name)) reply.header(name, value);
        };
        // a precompressed copy (sw.js.br) is cached like the file it stands for (sw.js)
        const name = path.basename(filePath).replace(/\.(br|gz)$/, "");
        // .br/.gz copies (scripts/precompress.mjs) are picked by Accept-Encoding: tell caches so
        set("vary", "accept-encoding");
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          set("cache-control", "public, max-age=31536000, immutable");
        } else if (name === "sw.js" || name.endsWith(".html") || name.endsWith(".webmanifest")) {
          set("cache-control", "no-cache");
        } else {
          set("cache-control", "public, max-age=3600");
        }
      },
    });
    registerPrerenderedPages(app, clientDir, ctx.config.publicUrl);
  }
  const pageHtml =
    clientDir && options.serveClient !== false
      ? pageHtmlWithPreloads(clientDir, cachedQuizHasMath(ctx.db))
      : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    const wantsPage =
      request.method === "GET" && !url.startsWith("/api/") && clientDir && options.serveClient !== false;
    if (wantsPage) {
      reply.header("cache-control", "no-cache").type("text/html");
      const withPreloads = await pageHtml?.(url);
      if (withPreloads) return reply.send(withPreloads);
      // Client-side routes (/, /quiz/12, /no-such-page) all load the app, which renders its own 404.
      return reply.sendFile("index.html");
    }
    throw notFound(`Not found: ${request.method} ${url}`);
  });

  return app;
}

/** A hop count as the function proxy-addr makes of it (Fastify's types accept no number). */
function fastifyTrustProxy(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}

function findClientDir(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, "dist", "client");
    if (fs.existsSync(path.join(candidate, "index.html"))) return candidate;
    if (path.basename(dir) === "dist" && fs.existsSync(path.join(dir, "client", "index.html"))) {
      return path.join(dir, "client");
    }
    dir = path.dirname(dir);
  }
  return undefined;
}
