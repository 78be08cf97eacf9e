import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

/** Pages rendered to HTML at build time (scripts/prerender.mjs), by path: the client hydrates them. */
const PRERENDERED_PAGES = [{ url: "/landing", file: "landing.html" }];

/**
 * GET /landing answers the prerendered landing.html (its .br/.gz copy when the browser takes one;
 * no-cache like index.html, so a new build shows at once). A build without it falls back to
 * index.html through the not-found handler, as every client-side route does.
 * Needs @fastify/static registered on clientDir (reply.sendFile).
 */
export function registerPrerenderedPages(app: FastifyInstance, clientDir: string) {
  for (const { url, file } of PRERENDERED_PAGES) {
    if (!fs.existsSync(path.join(clientDir, file))) continue;
    app.get(url, (_request, reply) =>
      reply.header("cache-control", "no-cache").type("text/html").sendFile(file),
    );
  }
}
