import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("the data directory", () => {
  it("is ./data when DATA_DIR is unset or empty, never the working directory itself", () => {
    const data = path.resolve("data");
    expect(loadConfig({}).dataDir).toBe(data);
    expect(loadConfig({ DATA_DIR: "" }).dataDir).toBe(data);
    expect(loadConfig({ DATA_DIR: "  " }).dataDir).toBe(data);
    expect(loadConfig({ DATA_DIR: "/srv/abhyas" }).dataDir).toBe("/srv/abhyas");
  });
});

describe("network configuration", () => {
  it("listens on loopback unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("trusts no proxy by default, in production too", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
  });

  it("reads TRUST_PROXY as a hop count or a list of addresses and CIDRs", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,fd00::/8,loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses a TRUST_PROXY that is neither (and 'true', which would let any client pick its address)", () => {
    for (const value of ["true", "10.0.0.0/33", "proxy.internal", "10.0.0.1/8/2"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
  });

  it("behind a trusted proxy, keeps connections open longer than a load balancer's idle timeout and caps none", () => {
    const direct = loadConfig({});
    expect([direct.keepAliveTimeoutMs, direct.maxConnectionsPerClient]).toEqual([5_000, 256]);
    const proxied = loadConfig({ TRUST_PROXY: "1" });
    expect([proxied.keepAliveTimeoutMs, proxied.maxConnectionsPerClient]).toEqual([72_000, 0]);
    const set = loadConfig({
      TRUST_PROXY: "1",
      KEEP_ALIVE_TIMEOUT_MS: "9000",
      MAX_CONNECTIONS_PER_CLIENT: "2000",
    });
    expect([set.keepAliveTimeoutMs, set.maxConnectionsPerClient]).toEqual([9_000, 2_000]);
  });
});

describe("the metrics token", () => {
  const production = {
    NODE_ENV: "production",
    DATABASE_URL: "postgres://db.invalid/abhyas",
    PUBLIC_URL: "https://abhyas.example",
    SESSION_SECRET: "a-production-session-secret-of-32-chars",
    GOOGLE_CLIENT_ID: "Zq-client",
    GOOGLE_CLIENT_SECRET: "Zq-secret",
    RAZORPAY_KEY_ID: "rzp_live_zq",
    RAZORPAY_KEY_SECRET: "Zq-key-secret",
    RAZORPAY_WEBHOOK_SECRET: "Zq-webhook-secret",
  };

  it("is optional, and read as set", () => {
    expect(loadConfig(production).metricsToken).toBeUndefined();
    expect(loadConfig({ ...production, METRICS_TOKEN: " Zq-a-long-metrics-token " }).metricsToken).toBe(
      "Zq-a-long-metrics-token",
    );
  });

  it("must be at least 16 characters in production", () => {
    expect(() => loadConfig({ ...production, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: "short" }).metricsToken).toBe("short");
  });
});

describe("a pooler in transaction mode", () => {
  it("needs PostgreSQL's own address beside the pooler's, for the migrations' lock", () => {
    expect(() =>
      loadConfig({ DATABASE_URL: "postgres://127.0.0.1:6432/abhyas", DATABASE_POOL_MODE: "transaction" }),
    ).toThrow(/DATABASE_DIRECT_URL/);
    const config = loadConfig({
      DATABASE_URL: "postgres://127.0.0.1:6432/abhyas",
      DATABASE_POOL_MODE: "transaction",
      DATABASE_DIRECT_URL: "postgres://127.0.0.1:5432/abhyas",
    });
    expect(config.databasePoolMode).toBe("transaction");
    expect(config.databaseDirectUrl).toBe("postgres://127.0.0.1:5432/abhyas");
    expect(loadConfig({ DATABASE_URL: "postgres://127.0.0.1:5432/abhyas" }).databasePoolMode).toBe("session");
  });
});
