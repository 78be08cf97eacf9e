import http from "node:http";
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config";
import { createTestApp, type TestApp } from "~/server/test-support/test-app";

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  return address.port;
}

/** A raw connection from `localAddress` (any of 127.0.0.0/8 reaches loopback on Linux). */
function connect(port: number, localAddress = "127.0.0.1") {
  const socket = net.connect({ port, host: "127.0.0.1", localAddress });
  let received = "";
  socket.on("data", (d) => {
    received += d;
  });
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => {
    const start = Date.now();
    socket.on("close", () => resolve(Date.now() - start));
  });
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return { socket, closed, connected, received: () => received };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"still open">((r) => setTimeout(() => r("still open"), ms))]);

function health(port: number, localAddress: string) {
  return new Promise<number>((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: "/api/health", localAddress, agent: false },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
  });
}

describe("the server's time limits", () => {
  it("by default, a request must arrive within 30 s and an idle keep-alive lasts 5 s", () => {
    const config = loadConfig({});
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.keepAliveTimeoutMs).toBe(5_000);
    expect(config.maxConnectionsPerClient).toBe(256);
  });

  describe("with REQUEST_TIMEOUT_MS=300", () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: "300" } });
      port = await listen(t);
    });
    afterAll(() => t.close());

    it("answers 408 and closes a connection that sends its headers slowly", async () => {
      const slow = connect(port);
      await slow.connected;
      slow.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      const drip = setInterval(() => {
        if (slow.socket.writable) slow.socket.write("X-Zq-Test: drip\r\n");
      }, 50);
      try {
        expect(await within(slow.closed, 3000)).toBeLessThan(3000);
      } finally {
        clearInterval(drip);
      }
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
    });

    it("still answers 408 to a slow request after mixed keep-alive traffic, also on a reused connection", async () => {
      // ordinary traffic first: reads, a beacon, a 404 and a refused body, over kept-alive connections
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      const send = (method: string, path: string, body?: string) =>
        new Promise<number>((resolve, reject) => {
          const req = http.request(
            { host: "127.0.0.1", port, path, method, agent, headers: { "content-type": "text/plain" } },
            (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode ?? 0));
            },
          );
          req.on("error", reject);
          req.end(body);
        });
      for (let round = 0; round < 5; round++) {
        await Promise.all([
          send("GET", "/api/health"),
          send("GET", "/api/quizzes"),
          send("POST", "/api/vitals", "{}"),
          send("GET", "/api/zq-nothing-here"),
        ]);
      }
      agent.destroy();

      const slow = connect(port);
      await slow.connected;
      slow.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      const drip = setInterval(() => slow.socket.writable && slow.socket.write("X-Zq-Test: drip\r\n"), 50);
      // a kept-alive connection whose second request never finishes its headers
      const reused = connect(port);
      await reused.connected;
      reused.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      await new Promise((r) => setTimeout(r, 50));
      reused.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      const dripReused = setInterval(
        () => reused.socket.writable && reused.socket.write("X-Zq-Test: drip\r\n"),
        50,
      );
      try {
        expect(await within(slow.closed, 3000)).toBeLessThan(3000);
        expect(await within(reused.closed, 3000)).toBeLessThan(3000);
      } finally {
        clearInterval(drip);
        clearInterval(dripReused);
      }
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
      expect(reused.received()).toMatch(/^HTTP\/1\.1 200/);
    });

    it("answers 408 to a slow request on time while the embedded database works through a long run of queries", async () => {
      const slow = connect(port);
      await slow.connected;
      slow.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      let closed = false;
      void slow.closed.then(() => {
        closed = true;
      });
      // a job run's worth of queries, one after another, for up to 4 s or until the client is cut off
      const started = Date.now();
      while (!closed && Date.now() - started < 4000) await t.ctx.db.execute(sql`select 1`);
      expect(await slow.closed).toBeLessThan(2000);
      expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
    });

    it("closes a connection that never sends a request", async () => {
      const idle = connect(port);
      await idle.connected;
      expect(await within(idle.closed, 3000)).toBeLessThan(3000);
    });
  });

  describe("with KEEP_ALIVE_TIMEOUT_MS=300 and MAX_CONNECTIONS_PER_CLIENT=5", () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await createTestApp({ env: { KEEP_ALIVE_TIMEOUT_MS: "300", MAX_CONNECTIONS_PER_CLIENT: "5" } });
      port = await listen(t);
    });
    afterAll(() => t.close());

    it("closes a keep-alive connection left idle after its response", async () => {
      const client = connect(port);
      await client.connected;
      client.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      expect(await within(client.closed, 3000)).toBeLessThan(3000);
      expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    });

    it("refuses a client's connections over the cap while another client still gets /api/health", async () => {
      const held = Array.from({ length: 5 }, () => connect(port, "127.0.0.3"));
      await Promise.all(held.map((c) => c.connected));
      try {
        const sixth = connect(port, "127.0.0.3");
        expect(await within(sixth.closed, 3000)).toBeLessThan(3000);
        expect(sixth.received()).toBe("");

        expect(await health(port, "127.0.0.4")).toBe(200);

        // the cap counts open connections: one closed, the client may open another
        held[0]?.socket.destroy();
        await held[0]?.closed;
        await new Promise((r) => setTimeout(r, 50));
        expect(await health(port, "127.0.0.3")).toBe(200);
      } finally {
        for (const c of held) c.socket.destroy();
      }
    });
  });
});
