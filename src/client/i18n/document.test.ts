import fs from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => fs.readFileSync(file, "utf8");

describe("the page's title and description", () => {
  it("are index.html's in the English catalogue, so a switch back to English restores them", () => {
    const html = read("src/client/index.html");
    const english = JSON.parse(read("src/client/i18n/locales/en/document.json"));
    expect(html).toContain(`<title>${english.title}</title>`);
    expect(html).toContain(`<meta name="description" content="${english.description}" />`);
  });
});
