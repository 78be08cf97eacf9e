import { describe, expect, it } from "vitest";
import { reviewContext } from "./review-context";

describe("reviewContext", () => {
  it("says the subject once when the section or topic repeats it", () => {
    expect(reviewContext({ section: "Physics", subject: "Physics", topic: "Laws of Motion" })).toBe(
      "Physics · Laws of Motion",
    );
    expect(reviewContext({ section: null, subject: "Polity", topic: "polity" })).toBe("Polity");
    expect(reviewContext({ section: "Part A", subject: "Biology", topic: "Genetics" })).toBe(
      "Part A · Biology · Genetics",
    );
  });
});
