import type { z } from "zod";

/** A non-OK answer: the message is "status: text" as the spec's fetcher raises it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly field?: string,
    /** Retry-After of a 503 or 429, in seconds */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let message = text;
  let field: string | undefined;
  try {
    const body = JSON.parse(text) as { message?: unknown; field?: unknown };
    if (typeof body.message === "string") message = body.message;
    if (typeof body.field === "string") field = body.field;
  } catch {
    // not JSON: keep the raw text
  }
  const retryAfter = Number(res.headers.get("retry-after") ?? Number.NaN);
  throw new ApiError(res.status, message, field, Number.isFinite(retryAfter) ? retryAfter : undefined);
}

/** Sends credentials always, and a JSON content type only when there is a body. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body !== undefined ? { "Content-Type": "application/json" } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** GET and parse with the shared contract schema, so a renamed field fails loudly in one place. */
export async function apiGet<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  const res = await apiRequest("GET", url);
  return schema.parse(await res.json());
}

/**
 * GET typed from the shared contract without parsing it at runtime. For the landing page's and the
 * exam hall's first loads only: importing a contract schema brings zod (~26 KB gzipped) into them.
 * The server validates every response against the same schema before sending it.
 */
export async function apiGetTrusted<T>(url: string): Promise<T> {
  const res = await apiRequest("GET", url);
  return (await res.json()) as T;
}

export async function apiSend<S extends z.ZodType>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>> {
  const res = await apiRequest(method, url, body);
  return schema.parse(await res.json());
}

/**
 * A write answered typed from the shared contract without parsing it at runtime, for the exam
 * hall's first load (see apiGetTrusted): the server validates every response before sending it.
 */
export async function apiSendTrusted<T>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body: unknown,
): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query function: the path is the query key's segments joined with slashes. */
export const getQueryFn =
  ({ on401 }: { on401: UnauthorizedBehavior }) =>
  async ({ queryKey }: { queryKey: readonly unknown[] }) => {
    const res = await fetch(queryKey.join("/") as string, { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return res.json();
  };
