import { describe, expect, it } from "vitest";
import { returnToQuery, safeReturnTo } from "./return-to";

describe("safeReturnTo: where sign-in may send the learner back to", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeReturnTo("/quiz/14")).toBe("/quiz/14");
    expect(safeReturnTo("/billing?plan=annual")).toBe("/billing?plan=annual");
    expect(safeReturnTo("/")).toBe("/");
  });

  it("ignores anything that could leave the site or is no page", () => {
    for (const raw of [
      "//evil.example",
      "https://evil.example",
      "/\\evil",
      "\\\\evil.example",
      "/\\/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
      " /quiz/14",
      "/quiz/14\n",
      "/api/logout",
      "/api",
      `/${"a".repeat(600)}`,
      undefined,
      42,
    ]) {
      expect(safeReturnTo(raw), String(raw)).toBeNull();
    }
  });

  it("writes the query for a sign-in URL only for a path worth returning to", () => {
    expect(returnToQuery("/quiz/14")).toBe("?returnTo=%2Fquiz%2F14");
    expect(returnToQuery("/")).toBe("");
    expect(returnToQuery("//evil.example")).toBe("");
    expect(returnToQuery(null)).toBe("");
  });
});
