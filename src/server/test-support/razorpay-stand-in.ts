import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

/** What the stand-in does with the next order requests. */
export type StandInMode = "ok" | "error" | "tampered-amount";

/**
 * Test support: a small local stand-in for Razorpay's Orders API on loopback: it answers POST /v1/orders like
 * the provider does and records every request it got, so tests can see exactly what was sent.
 */
export async function startProviderStandIn() {
  const requests: RecordedRequest[] = [];
  const state: { mode: StandInMode } = { mode: "ok" };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // keep the raw text
      }
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      if (req.method !== "POST" || req.url !== "/v1/orders") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "not found" } }));
        return;
      }
      if (state.mode === "error") {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { code: "SERVER_ERROR", description: "The server is down" } }));
        return;
      }
      const asked = body as { amount: number; currency: string; receipt: string; notes: unknown };
      const amount = state.mode === "tampered-amount" ? 100 : asked.amount;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: `order_${randomBytes(7).toString("hex")}`,
          entity: "order",
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: asked.currency,
          receipt: asked.receipt,
          status: "created",
          attempts: 0,
          notes: asked.notes,
          created_at: Math.floor(Date.now() / 1000),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode(mode: StandInMode) {
      state.mode = mode;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
