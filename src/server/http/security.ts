import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "~/server/config";
import { forbidden } from "./errors";

const RAZORPAY_CHECKOUT = "https://checkout.razorpay.com";
const RAZORPAY_API = "https://api.razorpay.com";

/** Security headers with a CSP that allows only what the app loads: itself, Razorpay Checkout, Google avatars. */
export function securityHeaders(config: Config): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", RAZORPAY_CHECKOUT],
        // KaTeX and Radix set inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          "data:",
          "https://*.googleusercontent.com",
          RAZORPAY_CHECKOUT,
          "https://cdn.razorpay.com",
        ],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", RAZORPAY_API, "https://lumberjack.razorpay.com"],
        frameSrc: [RAZORPAY_API, RAZORPAY_CHECKOUT],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // a sign-in button on the landing page before it hydrates is a form whose answer redirects
        // to the OpenID provider; a form's redirects fall under form-action too
        formAction: ["'self'", ...(config.google ? [new URL(config.google.issuer).origin] : [])],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // No nonces or per-request values: helmet's headers are the same for every response, so they
  // are worked out once here instead of by running its middleware on every request.
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** server-to-server calls that carry their own signature instead of a cookie */
const CSRF_EXEMPT = new Set(["/api/payments/webhook"]);

/** GETs that change state (a link can sign you out): refused when another site starts the navigation */
const STATE_CHANGING_GETS = new Set(["/api/logout"]);

/**
 * CSRF: cookies are SameSite=Lax, and on top of that a state-changing request must come from our own
 * origin (Origin header, or Sec-Fetch-Site for browsers that omit it). Non-browser clients send neither.
 * `request.host` and `request.protocol` follow X-Forwarded-Host/-Proto only when the peer is a proxy
 * TRUST_PROXY trusts (Fastify checks the peer); from anyone else they are the Host header and the socket.
 */
export function registerCsrfCheck(app: FastifyInstance, config: Config) {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.addHook("onRequest", async (request, reply) => {
    // the matched route, not the raw URL: /api/%6Cogout reaches the same handler
    const route = request.routeOptions.url ?? "";
    if ((request.method !== "GET" && request.method !== "HEAD") || !STATE_CHANGING_GETS.has(route)) return;
    // A cross-site (or sibling-site) link would go through: SameSite=Lax cookies ride on top-level
    // navigations. Our own links are same-origin; a typed URL is "none"; old browsers send nothing.
    const site = request.headers["sec-fetch-site"];
    if (site === "cross-site" || site === "same-site") return reply.redirect("/");
  });
  app.addHook("onRequest", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method) || CSRF_EXEMPT.has(request.url.split("?")[0] ?? ""))
      return done();
    const origin = request.headers.origin;
    const crossSite = origin
      ? origin !== `${request.protocol}://${request.host}` && !allowed.has(origin)
      : request.headers["sec-fetch-site"] === "cross-site";
    done(crossSite ? forbidden("Cross-site request refused") : undefined);
  });
}
