import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

/**
 * Where a NUL character hides in a value, as a field path ("" for the value itself), or undefined
 * when there is none. The path is put together only for a find: every request walks its body.
 */
function findNul(value: unknown, depth = 0): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? "" : undefined;
  // raw bytes (an uploaded image) are no text: walking them byte by byte would cost seconds
  if (depth > 32 || value === null || typeof value !== "object" || ArrayBuffer.isView(value))
    return undefined;
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (key.includes("\u0000")) return key;
    const found = findNul(fields[key], depth + 1);
    if (found !== undefined) return found ? `${key}.${found}` : key;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character: refuse it at the door with a 400 naming the field,
 * instead of letting a query fail deep inside a handler.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", (request, _reply, done) => {
    for (const [part, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const field = findNul(value);
      if (field !== undefined)
        return done(badRequest(`${field || part}: must not contain NUL characters`, field || part));
    }
    done();
  });
}
