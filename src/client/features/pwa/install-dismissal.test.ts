import { describe, expect, it } from "vitest";
import { INSTALL_DISMISS_DAYS } from "@/lib/constants";
import { dismissalValue, isInstallDismissed, shouldShowInstallPrompt } from "./install-dismissal";

const DAY = 24 * 60 * 60 * 1000;
const dismissedAt = Date.parse("2026-03-01T10:00:00Z");
const stored = dismissalValue(dismissedAt);

describe("isInstallDismissed", () => {
  it("holds for the spec's 7 days and runs out exactly at the end of them", () => {
    expect(INSTALL_DISMISS_DAYS).toBe(7);
    expect(isInstallDismissed(stored, dismissedAt)).toBe(true);
    expect(isInstallDismissed(stored, dismissedAt + 6 * DAY)).toBe(true);
    expect(isInstallDismissed(stored, dismissedAt + 7 * DAY - 1)).toBe(true);
    expect(isInstallDismissed(stored, dismissedAt + 7 * DAY)).toBe(false);
    expect(isInstallDismissed(stored, dismissedAt + 8 * DAY)).toBe(false);
  });

  it("does not hold without a stored dismissal or with an unreadable one", () => {
    expect(isInstallDismissed(null, dismissedAt)).toBe(false);
    expect(isInstallDismissed(undefined, dismissedAt)).toBe(false);
    expect(isInstallDismissed("", dismissedAt)).toBe(false);
    expect(isInstallDismissed("yesterday", dismissedAt)).toBe(false);
    expect(isInstallDismissed("-5", dismissedAt)).toBe(false);
  });

  it("does not hold for a dismissal dated in the future (device clock moved back)", () => {
    expect(isInstallDismissed(stored, dismissedAt - DAY)).toBe(false);
  });

  it("takes another period when given one", () => {
    expect(isInstallDismissed(stored, dismissedAt + 2 * DAY, 1)).toBe(false);
    expect(isInstallDismissed(stored, dismissedAt + 2 * DAY, 3)).toBe(true);
  });

  it("stores whole milliseconds", () => {
    expect(dismissalValue(1234.9)).toBe("1234");
  });
});

describe("shouldShowInstallPrompt", () => {
  it("shows only when the browser offers install and no dismissal holds", () => {
    const later = dismissedAt + 8 * DAY;
    expect(shouldShowInstallPrompt({ canInstall: true, storedValue: null, now: dismissedAt })).toBe(true);
    expect(shouldShowInstallPrompt({ canInstall: false, storedValue: null, now: dismissedAt })).toBe(false);
    expect(shouldShowInstallPrompt({ canInstall: true, storedValue: stored, now: dismissedAt + DAY })).toBe(
      false,
    );
    expect(shouldShowInstallPrompt({ canInstall: true, storedValue: stored, now: later })).toBe(true);
  });
});
