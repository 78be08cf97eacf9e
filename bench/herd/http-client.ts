import http from "node:http";

export type Reply = { status: number; body: string; ms: number; retryAfter?: number };

/**
 * A bounded HTTP client for many simulated learners: one keep-alive agent with at most `sockets`
 * connections; requests beyond that wait in the agent's queue (their wait counts in `ms`, as a
 * learner's would). A network error or a timeout answers status 0. A request sent on a kept-alive
 * connection the server closed as it was sent (its idle timeout) is sent once more on a new one, as
 * browsers do, and counted in `resent()`; any other failure is the answer.
 */
export function httpClient(baseUrl: string, sockets: number, timeoutMs = 30_000) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  let resent = 0;
  function request(method: string, path: string, cookie: string, body?: unknown): Promise<Reply> {
    return send(method, path, cookie, body === undefined ? undefined : JSON.stringify(body), true);
  }
  function send(
    method: string,
    path: string,
    cookie: string,
    payload: string | undefined,
    mayResend: boolean,
  ): Promise<Reply> {
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          timeout: timeoutMs,
          headers: {
            cookie,
            ...(payload === undefined
              ? {}
              : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const retryAfter = Number(res.headers["retry-after"] ?? Number.NaN);
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
              ms: performance.now() - started,
              ...(Number.isFinite(retryAfter) ? { retryAfter } : {}),
            });
          });
          res.on("error", () => resolve({ status: 0, body: "", ms: performance.now() - started }));
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", (e: NodeJS.ErrnoException) => {
        if (mayResend && req.reusedSocket && e.code === "ECONNRESET") {
          resent++;
          resolve(send(method, path, cookie, payload, false));
        } else resolve({ status: 0, body: e.message, ms: performance.now() - started });
      });
      req.end(payload);
    });
  }
  return { request, baseUrl, close: () => agent.destroy(), resent: () => resent };
}

/** GET /api/health on a connection of its own, as a newcomer opens one (status 0: no answer in 30 s). */
export function newConnectionHealth(baseUrl: string): Promise<Reply> {
  const url = new URL("/api/health", baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 30_000 }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: "", ms: performance.now() - started }),
      );
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (e) => resolve({ status: 0, body: e.message, ms: performance.now() - started }));
  });
}

export type HttpClient = ReturnType<typeof httpClient>;

/** The p-th percentile (0..100) of the values, nearest rank; 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}
