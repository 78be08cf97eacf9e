import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router";

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
