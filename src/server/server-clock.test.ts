import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { serverClock } from "./server-clock";

describe("the server's clock", () => {
  it("is the real time without ABHYAS_TEST_NOW", () => {
    expect(loadConfig({ NODE_ENV: "development" }).testNow).toBeUndefined();
    const now = serverClock(undefined)().getTime();
    expect(Math.abs(now - Date.now())).toBeLessThan(1000);
  });

  it("starts at ABHYAS_TEST_NOW and runs on in real time", async () => {
    const config = loadConfig({ NODE_ENV: "development", ABHYAS_TEST_NOW: "2026-11-29T18:30:00Z" });
    expect(config.testNow?.toISOString()).toBe("2026-11-29T18:30:00.000Z");
    const clock = serverClock(config.testNow);
    const first = clock().getTime();
    expect(first - Date.parse("2026-11-29T18:30:00Z")).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 60));
    expect(clock().getTime() - first).toBeGreaterThanOrEqual(50);
  });

  it("refuses ABHYAS_TEST_NOW in production, and a value that is not a date", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/abhyas",
      PUBLIC_URL: "https://abhyas.example",
      SESSION_SECRET: "x".repeat(40),
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      RAZORPAY_KEY_ID: "rzp_live_x",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "hook",
    };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, ABHYAS_TEST_NOW: "2026-11-29T18:30:00Z" })).toThrow(
      /ABHYAS_TEST_NOW .*NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: "development", ABHYAS_TEST_NOW: "next Monday" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: "development", ABHYAS_TEST_NOW: "next Monday" })).toThrow(
      /ABHYAS_TEST_NOW: must be an ISO date-time/,
    );
  });
});
