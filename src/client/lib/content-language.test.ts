import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import hindiNames from "@/i18n/locales/hi/content-names.json";
import { contentNameIn } from "./content-language";

const prefixed = Object.fromEntries(
  Object.entries(hindiNames).map(([name, hi]) => [`content-names.${name}`, hi]),
);

describe("contentNameIn", () => {
  it("gives a subject or section its Hindi name when Hindi is on, and keeps an unlisted name as written", () => {
    const i18n = setupI18n({ locale: "hi", messages: { hi: prefixed, en: {} } });
    expect(contentNameIn(i18n, "Physics")).toBe("भौतिकी");
    expect(contentNameIn(i18n, "Reasoning Ability")).toBe("तर्कशक्ति अभियोग्यता");
    expect(contentNameIn(i18n, "Zq-Subject an admin just added")).toBe("Zq-Subject an admin just added");
  });

  it("keeps the English name in English", () => {
    const i18n = setupI18n({ locale: "en", messages: { hi: prefixed, en: {} } });
    expect(contentNameIn(i18n, "Physics")).toBe("Physics");
  });
});
