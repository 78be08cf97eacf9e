import { describe, expect, it } from "vitest";
import { entryOf, entryValue, type KeypadKey, MAX_ENTRY_LENGTH, pressKey } from "./numeric-entry";

const type = (keys: KeypadKey[], from = "") => keys.reduce(pressKey, from);

describe("the numerical keypad", () => {
  it("builds integers, decimals and negatives key by key", () => {
    expect(type(["1", "2"])).toBe("12");
    expect(type(["-", "3", ".", "2", "5"])).toBe("-3.25");
    expect(type([".", "5"])).toBe("0.5");
    expect(type(["-", ".", "5"])).toBe("-0.5");
  });

  it("takes the point once and the minus sign only first", () => {
    expect(type(["1", ".", "2", ".", "3"])).toBe("1.23");
    expect(type(["4", "-", "2"])).toBe("42");
    expect(type(["-", "-", "7"])).toBe("-7");
  });

  it("drops a leading zero before a digit", () => {
    expect(type(["0", "0", "7"])).toBe("7");
    expect(type(["-", "0", "3"])).toBe("-3");
    expect(type(["0", ".", "0", "7"])).toBe("0.07");
  });

  it("erases with Backspace and Clear", () => {
    expect(type(["1", "2", "backspace"])).toBe("1");
    expect(type(["backspace"])).toBe("");
    expect(type(["-", "9", "clear"])).toBe("");
  });

  it("stops at the longest entry", () => {
    const long = type(Array.from({ length: MAX_ENTRY_LENGTH + 3 }, () => "9" as const));
    expect(long).toHaveLength(MAX_ENTRY_LENGTH);
  });

  it("reads the entry as a number, or none while it holds none", () => {
    expect(entryValue("12")).toBe(12);
    expect(entryValue("-3.25")).toBe(-3.25);
    expect(entryValue("0.")).toBe(0);
    expect(entryValue("")).toBeNull();
    expect(entryValue("-")).toBeNull();
    expect(entryOf(2.5)).toBe("2.5");
    expect(entryOf(undefined)).toBe("");
  });
});
