import { describe, expect, it } from "vitest";
import { negotiateLanguage } from "./language-negotiation";

describe("negotiateLanguage", () => {
  it("answers the visitor's chosen language first", () => {
    expect(negotiateLanguage("hi-IN,hi;q=0.9", "en")).toBe("en");
    expect(negotiateLanguage("en-IN", "hi")).toBe("hi");
  });

  it("takes Accept-Language by quality, then order, skipping languages we lack", () => {
    expect(negotiateLanguage("hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7", undefined)).toBe("hi");
    expect(negotiateLanguage("ta-IN,hi;q=0.8,en;q=0.5", undefined)).toBe("hi");
    expect(negotiateLanguage("en;q=0.4,hi;q=0.6", undefined)).toBe("hi");
    expect(negotiateLanguage("en-IN,hi;q=0.9", undefined)).toBe("en");
    expect(negotiateLanguage("hi;q=0,en;q=0.1", undefined)).toBe("en");
  });

  it("falls back to English for nothing, garbage or a tampered cookie", () => {
    expect(negotiateLanguage(undefined, undefined)).toBe("en");
    expect(negotiateLanguage("", "xx")).toBe("en");
    expect(negotiateLanguage(";;,q=abc", undefined)).toBe("en");
  });
});
