import { describe, expect, it } from "vitest";
import { correctionFor } from "./scroll-to-question";

describe("a jump's correction", () => {
  it("scrolls again by how far the question is from its place, either way", () => {
    expect(correctionFor({ offset: 240, scrollY: 1000, maxScrollY: 9000 })).toBe(240);
    expect(correctionFor({ offset: -180.5, scrollY: 1000, maxScrollY: 9000 })).toBe(-180.5);
  });

  it("stops when the question is in its place, to the pixel", () => {
    expect(correctionFor({ offset: 0.4, scrollY: 1000, maxScrollY: 9000 })).toBeNull();
    expect(correctionFor({ offset: -0.7, scrollY: 1000, maxScrollY: 9000 })).toBeNull();
  });

  it("stops when the page cannot scroll that way any further", () => {
    expect(correctionFor({ offset: 300, scrollY: 9000, maxScrollY: 9000 })).toBeNull();
    expect(correctionFor({ offset: -300, scrollY: 0, maxScrollY: 9000 })).toBeNull();
    expect(correctionFor({ offset: -300, scrollY: 9000, maxScrollY: 9000 })).toBe(-300);
  });
});
