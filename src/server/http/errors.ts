import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { locales } from "zod";
import type { Language } from "~/shared/languages";
import { requestLanguage, translateError, validationMessage } from "./error-language";

/**
 * An error a route throws on purpose: its status and English message reach the client, the message in
 * the request's language (`translateError`, decision 0022).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** seconds after which asking again may succeed, sent as Retry-After */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message = "Unauthorized") => new AppError(401, message);
export const forbidden = (message = "Forbidden") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** 409 for work the server finishes by itself shortly (scoring): the client asks again after Retry-After */
export const conflictUntilDone = (message: string, retryAfterSeconds: number) =>
  new AppError(409, message, undefined, retryAfterSeconds);

export const CLIENT_MESSAGES: Record<number, string> = {
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

/** The messages the handler writes itself. */
export const HANDLER_MESSAGES = {
  invalid: "is invalid",
  invalidJson: "body: is not valid JSON",
  emptyJson: "body: is empty but the content type is JSON",
  internal: "Internal Server Error",
};

type ZodIssueParts = { keyword: string; message?: string; params?: object };

/** zod's own Hindi for a message zod wrote itself (its English default), else null. */
function zodHindi(issue: ZodIssueParts): string | null {
  const rebuilt = { ...issue.params, code: issue.keyword, path: [] } as unknown as Parameters<
    ReturnType<typeof locales.en>["localeError"]
  >[0];
  const text = (result: unknown) =>
    typeof result === "string" ? result : (result as { message?: string } | undefined)?.message;
  try {
    if (text(locales.en().localeError(rebuilt)) !== issue.message) return null;
    return text(locales.hi().localeError(rebuilt)) ?? null;
  } catch {
    return null;
  }
}

/**
 * One error handler: JSON {message, field?} with the right status, never internals on a 5xx. The
 * message is in the request's language (the language cookie, else Accept-Language): English as it
 * always was, Hindi where `error-language.ts` has it; status and field never change.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language: Language = requestLanguage(request);
    // The message depends on these headers: a cache must not answer one language's error to another.
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${vary}, Accept-Language, Cookie` : "Accept-Language, Cookie");
    const say = (message: string) => translateError(message, language);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const context = (error as { validationContext?: string }).validationContext ?? "body";
      const path = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".") ?? "";
      const field = path || context;
      const message = first?.message
        ? validationMessage(field, first.message, language, () => zodHindi(first))
        : validationMessage(field, HANDLER_MESSAGES.invalid, language);
      return reply.status(400).send({ message, field });
    }
    if (error instanceof AppError) {
      const message = say(error.message);
      if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(error.field ? { message, field: error.field } : { message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return reply.status(500).send({ message: say(HANDLER_MESSAGES.internal) });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: say(HANDLER_MESSAGES.internal) });
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type, rate limit) keep their status.
    const message =
      status === 400 && error.code === "FST_ERR_CTP_INVALID_JSON_BODY"
        ? HANDLER_MESSAGES.invalidJson
        : status === 400 && error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? HANDLER_MESSAGES.emptyJson
          : status === 429
            ? error.message || CLIENT_MESSAGES[429]
            : (CLIENT_MESSAGES[status] ?? error.message);
    return reply.status(status).send({ message: say(message ?? "") });
  });
}
