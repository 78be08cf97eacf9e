import { describe, expect, it } from "vitest";
import type { RouteObject } from "@/lib/router";
import { routePatternOf, routes } from "./router";

const everyRoute = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

describe("the routes", () => {
  it("give every page and layout an error element, so no page shows the default error screen", () => {
    const missing = everyRoute(routes)
      .filter((route) => !route.errorElement)
      .map((route) => route.path ?? "(layout)");
    expect(missing).toEqual([]);
  });
});

describe("routePatternOf", () => {
  it("names the pattern a path is shown by, never its ids", () => {
    expect(routePatternOf("/quiz/12")).toBe("/quiz/:id");
    expect(routePatternOf("/live-tests/7/results")).toBe("/live-tests/:id/results");
    expect(routePatternOf("/")).toBe("/");
    expect(routePatternOf("/billing/")).toBe("/billing");
    expect(routePatternOf("/no-such-page")).toBe("/*");
  });
});
