import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { type ApiDocument, apiDocsPage } from "./api-docs-page";

export const API_DOCS_PATH = "/api/docs";

/**
 * The OpenAPI 3 document of every API route, generated from the zod schemas the routes validate
 * and serialise with (so it cannot drift from them): JSON at /api/docs/openapi.json, a page that
 * reads it at /api/docs. Register before the routes: the document is collected as they register.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Abhyas API",
        description:
          "Every request and response of the Abhyas server, as the server validates them. Errors answer `{message, field?}`. Sign-in is a session cookie (`abhyas_session`); state changes must come from the app's own origin.",
        version: "1",
      },
    },
    // pages, files and /metrics are not the API
    transform: (input) =>
      input.url.startsWith("/api/") ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url },
  });

  app.get(`${API_DOCS_PATH}/openapi.json`, { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", "no-cache").send(app.swagger()),
  );
  let page: string | undefined;
  app.get(API_DOCS_PATH, { schema: { hide: true } }, async (_request, reply) => {
    page ??= apiDocsPage(app.swagger() as ApiDocument, `${API_DOCS_PATH}/openapi.json`);
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page);
  });
}
