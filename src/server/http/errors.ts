import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { fieldLabel } from "~/shared/contract/field-label";

/** An error a route throws on purpose: its status and message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message = "Unauthorized") => new AppError(401, message);
export const forbidden = (message = "Forbidden") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

const CLIENT_MESSAGES: Record<number, string> = {
  400: "Bad request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Request body is too large",
  415: "Unsupported content type: send application/json",
  429: "Too many requests, please slow down",
};

/** One error handler: JSON {message, field?} with the right status, never internals on a 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const context = (error as { validationContext?: string }).validationContext ?? "body";
      const path = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".") ?? "";
      const field = path || context;
      return reply
        .status(400)
        .send({ message: `${fieldLabel(field)}: ${first?.message ?? "is invalid"}`, field });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send(error.field ? { message: error.message, field: error.field } : { message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return reply.status(500).send({ message: "Internal Server Error" });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: "Internal Server Error" });
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type, rate limit) keep their status.
    const message =
      status === 400 && error.code === "FST_ERR_CTP_INVALID_JSON_BODY"
        ? "body: is not valid JSON"
        : status === 400 && error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "body: is empty but the content type is JSON"
          : status === 429
            ? error.message || CLIENT_MESSAGES[429]
            : (CLIENT_MESSAGES[status] ?? error.message);
    return reply.status(status).send({ message });
  });
}
