import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { forbidden } from "./errors";

const RAZORPAY_CHECKOUT = "https://checkout.razorpay.com";
const RAZORPAY_API = "https://api.razorpay.com";

/** Security headers with a CSP that allows only what the app loads: itself, Razorpay Checkout, Google avatars. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
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
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** server-to-server calls that carry their own signature instead of a cookie */
const CSRF_EXEMPT = new Set(["/api/payments/webhook"]);

/**
 * CSRF: cookies are SameSite=Lax, and on top of that a state-changing request must come from our own
 * origin (Origin header, or Sec-Fetch-Site for browsers that omit it). Non-browser clients send neither.
 */
export function registerCsrfCheck(app: FastifyInstance, config: Config) {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method) || CSRF_EXEMPT.has(request.url.split("?")[0] ?? "")) return;
    const origin = request.headers.origin;
    if (origin) {
      const own = `${request.protocol}://${request.host}`;
      if (origin !== own && !allowed.has(origin)) throw forbidden("Cross-site request refused");
      return;
    }
    if (request.headers["sec-fetch-site"] === "cross-site") throw forbidden("Cross-site request refused");
  });
}
