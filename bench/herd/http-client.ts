import http from "node:http";

export type Reply = { status: number; body: string; ms: number };

/**
 * A bounded HTTP client for many simulated learners: one keep-alive agent with at most `sockets`
 * connections; requests beyond that wait in the agent's queue (their wait counts in `ms`, as a
 * learner's would). A network error or a timeout answers status 0.
 */
export function httpClient(baseUrl: string, sockets: number, timeoutMs = 30_000) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  function request(method: string, path: string, cookie: string, body?: unknown): Promise<Reply> {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
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
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
              ms: performance.now() - started,
            }),
          );
          res.on("error", () => resolve({ status: 0, body: "", ms: performance.now() - started }));
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", (e) => resolve({ status: 0, body: e.message, ms: performance.now() - started }));
      req.end(payload);
    });
  }
  return { request, close: () => agent.destroy() };
}

export type HttpClient = ReturnType<typeof httpClient>;

/** The p-th percentile (0..100) of the values, nearest rank; 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}
