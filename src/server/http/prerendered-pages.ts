import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Language } from "~/shared/contract/preferences";
import { LANGUAGE_COOKIE, negotiateLanguage } from "~/shared/language-negotiation";

/** The landing page rendered at build time (scripts/prerender.mjs) in each language. */
const LANDING_FILES: Record<Language, string> = { en: "landing.html", hi: "landing-hi.html" };
const LANDING_URLS: Record<Language, string> = { en: "/landing", hi: "/hi/landing" };

/**
 * GET /landing answers the prerendered landing page in the visitor's language (their chosen one, else
 * Accept-Language's), GET /hi/landing always the Hindi one; each names the other through hreflang
 * links in a Link header (absolute, from PUBLIC_URL). The .br/.gz copy goes to a browser that takes
 * one; no-cache like index.html, so a new build shows at once. A build without a page falls back to
 * index.html through the not-found handler, as every client-side route does.
 * Needs @fastify/static registered on clientDir (reply.sendFile).
 */
export function registerPrerenderedPages(app: FastifyInstance, clientDir: string, publicUrl: string) {
  const built = (language: Language) => fs.existsSync(path.join(clientDir, LANDING_FILES[language]));
  if (!built("en")) return;
  const hasHindi = built("hi");
  const origin = new URL(publicUrl).origin;
  const alternates = [
    `<${origin}/landing>; rel="alternate"; hreflang="en-IN"`,
    ...(hasHindi ? [`<${origin}/hi/landing>; rel="alternate"; hreflang="hi-IN"`] : []),
    `<${origin}/landing>; rel="alternate"; hreflang="x-default"`,
  ].join(", ");
  const send = (reply: FastifyReply, language: Language) =>
    reply
      .header("cache-control", "no-cache")
      .header("content-language", language === "hi" ? "hi-IN" : "en-IN")
      .header("link", alternates)
      .type("text/html")
      .sendFile(LANDING_FILES[language]);

  app.get(LANDING_URLS.en, (request, reply) => {
    const language = negotiateLanguage(request.headers["accept-language"], request.cookies[LANGUAGE_COOKIE]);
    reply.header("vary", "Accept-Language, Cookie");
    return send(reply, language === "hi" && !hasHindi ? "en" : language);
  });
  if (hasHindi) app.get(LANDING_URLS.hi, (_request, reply) => send(reply, "hi"));
}
