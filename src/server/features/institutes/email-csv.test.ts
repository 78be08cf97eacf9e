import { describe, expect, it } from "vitest";
import { parseEmailCsv } from "./email-csv";

describe("parseEmailCsv", () => {
  it("reads one email a line, skipping blank lines and repeats, in lower case", () => {
    expect(parseEmailCsv("zq-a@example.com\n\nZQ-B@Example.com\r\nzq-a@example.com\n")).toEqual({
      emails: ["zq-a@example.com", "zq-b@example.com"],
      problems: [],
    });
  });

  it("reads the column headed email of a spreadsheet, ignoring the others", () => {
    const csv = '\uFEFFName,Email,Phone\nAsha,zq-asha@example.com,98\n"Rao, K",zq-rao@example.com,97\n';
    expect(parseEmailCsv(csv)).toEqual({
      emails: ["zq-asha@example.com", "zq-rao@example.com"],
      problems: [],
    });
  });

  it("names every bad line by its line number in the file", () => {
    const csv = "email\nzq-ok@example.com\nnot-an-email\n\nAsha\n,\n";
    expect(parseEmailCsv(csv).problems).toEqual([
      { line: 3, message: "'not-an-email' is not an email address" },
      { line: 5, message: "'asha' is not an email address" },
    ]);
  });

  it("refuses a file with no email, and unreadable CSV", () => {
    expect(parseEmailCsv("email\n").problems).toEqual([{ line: 1, message: "names no email" }]);
    expect(parseEmailCsv('zq-a@example.com\n"zq-b@example.com\n').problems[0]?.message).toBe(
      "is not readable CSV (check the quotes)",
    );
  });
});
