import { describe, expect, it } from "vitest";
import { arrivedAt } from "./arrival-time";

describe("arrivedAt", () => {
  it("is the app's clock less the whole seconds the server has already spent on the request", () => {
    const now = () => new Date("2026-11-24T10:00:30.000Z");
    expect(arrivedAt(now, { elapsedTime: 12_500 }).toISOString()).toBe("2026-11-24T10:00:18.000Z");
    expect(arrivedAt(now, { elapsedTime: 40 }).toISOString()).toBe("2026-11-24T10:00:30.000Z");
  });
});
