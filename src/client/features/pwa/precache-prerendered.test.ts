import { describe, expect, it } from "vitest";
import { precachePrerenderedLanding } from "./precache-prerendered";

const built = [
  { url: "index.html", revision: "a1", size: 1200 },
  { url: "assets/index-AbC123.js", revision: null, size: 350_000 },
  { url: "assets/landing-page-XyZ789.js", revision: null, size: 9_000 },
];

const landingOf = async (entries: typeof built) =>
  (await precachePrerenderedLanding(entries)).manifest.find((e) => e.url === "landing.html");

describe("landing.html in the service worker's precache", () => {
  it("is added beside what the build precaches, with a revision", async () => {
    const { manifest } = await precachePrerenderedLanding(built);
    expect(manifest.slice(0, built.length)).toEqual(built);
    expect((await landingOf(built))?.revision).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps its revision for the same build, whatever the order, and changes it when a file changes", async () => {
    const revision = (await landingOf(built))?.revision;
    expect((await landingOf([...built].reverse()))?.revision).toBe(revision);
    const newLandingChunk = built.map((e) =>
      e.url.startsWith("assets/landing-page") ? { ...e, url: "assets/landing-page-New456.js" } : e,
    );
    expect((await landingOf(newLandingChunk))?.revision).not.toBe(revision);
    const newShell = built.map((e) => (e.url === "index.html" ? { ...e, revision: "b2" } : e));
    expect((await landingOf(newShell))?.revision).not.toBe(revision);
  });

  it("is not listed twice when the build already has it", async () => {
    const withLanding = [...built, { url: "landing.html", revision: "c3", size: 20_000 }];
    const { manifest } = await precachePrerenderedLanding(withLanding);
    expect(manifest.filter((e) => e.url === "landing.html")).toEqual([withLanding[3]]);
  });
});
