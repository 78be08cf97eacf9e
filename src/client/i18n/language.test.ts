import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./language";

describe("chooseLanguage", () => {
  it("takes the learner's saved choice over the browser's", () => {
    expect(chooseLanguage({ saved: "hi", stored: "en", browser: ["en-IN"] })).toBe("hi");
    expect(chooseLanguage({ saved: "en", stored: "hi", browser: ["hi-IN"] })).toBe("en");
  });

  it("takes a visitor's stored choice, then the first browser language we have", () => {
    expect(chooseLanguage({ saved: null, stored: "hi", browser: ["en-US"] })).toBe("hi");
    expect(chooseLanguage({ browser: ["ta-IN", "hi-IN", "en-IN"] })).toBe("hi");
    expect(chooseLanguage({ browser: ["HI"] })).toBe("hi");
    expect(chooseLanguage({ browser: ["en-GB", "hi"] })).toBe("en");
  });

  it("falls back to English for anything else, including a tampered stored value", () => {
    expect(chooseLanguage({ stored: "xx", browser: ["fr-FR"] })).toBe("en");
    expect(chooseLanguage({})).toBe("en");
  });
});
