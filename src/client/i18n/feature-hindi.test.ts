import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage, addHindiCatalogues, defineCatalogue, translate } from "./i18n";

const probe = defineCatalogue("admin-probe-feature", { heading: "Question bank" });

describe("a feature's own Hindi chunk (the admin panel's)", () => {
  afterEach(() => activateLanguage("en"));

  it("is fetched when Hindi is chosen after the feature registered it, and only once", async () => {
    let fetched = 0;
    addHindiCatalogues(async () => {
      fetched += 1;
      return { "admin-probe-feature": { heading: "प्रश्न बैंक" } };
    });
    expect(translate(probe, "heading")).toBe("Question bank");
    await activateLanguage("hi");
    expect(translate(probe, "heading")).toBe("प्रश्न बैंक");
    await activateLanguage("en");
    await activateLanguage("hi");
    expect(fetched).toBe(1);
  });

  it("is fetched at once when the feature loads while Hindi is already on", async () => {
    const late = defineCatalogue("admin-probe-late", { title: "Reports" });
    await activateLanguage("hi");
    let done: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      done = resolve;
    });
    addHindiCatalogues(async () => {
      queueMicrotask(done);
      return { "admin-probe-late": { title: "रिपोर्टें" } };
    });
    await arrived;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(translate(late, "title")).toBe("रिपोर्टें");
  });
});
