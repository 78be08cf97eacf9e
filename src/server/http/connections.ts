import type { Server, ServerOptions } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "~/server/config";

/**
 * Time limits for the HTTP server: a request (headers and body) not complete within
 * REQUEST_TIMEOUT_MS is answered 408 and closed, and so is a connection that never sends one; an
 * idle keep-alive connection closes after KEEP_ALIVE_TIMEOUT_MS. Node checks the limits every
 * `connectionsCheckingInterval`, so a slow client is closed at most a sixth of the limit late.
 */
export function connectionOptions(config: Config): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5000, Math.max(50, Math.round(config.requestTimeoutMs / 6))),
    },
  };
}

/**
 * At most `max` open connections per client address, so one client cannot take every file
 * descriptor and starve the rest: a connection beyond the cap is closed at once, before it is read.
 * Behind a proxy every connection comes from the proxy, so the cap is off there unless configured.
 */
export function capConnectionsPerClient(server: Server, max: number, log: FastifyBaseLogger) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  const overCap = new Set<string>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!overCap.has(address)) {
        overCap.add(address);
        log.warn({ address, max }, "too many connections from one client: refusing the rest");
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
      if (left < max) overCap.delete(address);
    });
  });
}
