import fs from "node:fs";
import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS } from "@shared/contract/admin";
import { describe, expect, it } from "vitest";
import { CSV_COLUMNS_HELP } from "./csv-columns-help";

// read as written: the build compiles the catalogues it imports
const catalogue = (language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(`src/client/i18n/locales/${language}/admin-upload.json`, "utf8"));
const english = catalogue("en");
const hindi = catalogue("hi");

describe("the CSV tab's help", () => {
  it("names every column of the file once, the required ones as required", () => {
    const named = CSV_COLUMNS_HELP.flatMap((entry) => entry.columns);
    expect([...named].sort()).toEqual([...CSV_COLUMNS].sort());
    const required = CSV_COLUMNS_HELP.filter((e) => e.required).flatMap((e) => e.columns);
    expect([...required].sort()).toEqual([...CSV_REQUIRED_COLUMNS].sort());
  });

  it("says what each holds in English and Hindi, with an example", () => {
    for (const entry of CSV_COLUMNS_HELP) {
      expect(english[entry.help], entry.help).toBeTruthy();
      expect(hindi[entry.help], entry.help).toMatch(/[\u0900-\u097F]/);
      expect(entry.example, entry.help).not.toBe("");
    }
  });
});
