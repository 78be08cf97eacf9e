import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shape the documentation keeps (issue 40): ARCHITECTURE.md stays a one-page map, and every
 * decision record says when it was made and whether it still holds, and is listed in the index.
 */
const repo = process.cwd();
const DECISIONS = path.join(repo, "docs", "decisions");
const RECORDS = readdirSync(DECISIONS)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the documentation's shape", () => {
  it("keeps ARCHITECTURE.md to one page: at most 1,200 words", () => {
    expect(words(readFileSync(path.join(repo, "ARCHITECTURE.md"), "utf8"))).toBeLessThanOrEqual(1200);
  });

  it.each(RECORDS)("%s has its number in its title, then its date and status", (name) => {
    const [title, blank, dateAndStatus] = readFileSync(path.join(DECISIONS, name), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 4)}\\. \\S`));
    expect(blank).toBe("");
    expect(dateAndStatus).toMatch(
      /^Date: \d{4}-\d{2}-\d{2}\. Status: (accepted|superseded (in part )?by \d{4})\.$/,
    );
  });

  it("lists every record in the index", () => {
    const index = readFileSync(path.join(DECISIONS, "README.md"), "utf8");
    const listed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((link) => link[1]);
    expect(listed).toEqual(RECORDS);
  });
});
