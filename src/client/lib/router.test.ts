import { describe, expect, it } from "vitest";
import { isActivePath, lazyPage, matchRoutes, type RouteObject } from "./router";

const page = lazyPage(async () => ({ default: () => null }));
const routes: RouteObject[] = [
  { path: "/quiz/:id", page },
  { element: null, children: [{ path: "/checkout/:orderId", page }] },
  { path: "*", page },
];

describe("matchRoutes", () => {
  it("matches in the table's order, ignoring case and a trailing slash, with the page's layouts", () => {
    expect(matchRoutes(routes, "/quiz/12")?.branch).toEqual([routes[0]]);
    expect(matchRoutes(routes, "/Quiz/12/")?.params).toEqual({ id: "12" });
    expect(matchRoutes(routes, "/checkout/o1")?.branch).toEqual([routes[1], routes[1]?.children?.[0]]);
    expect(matchRoutes(routes, "/quiz/12/more")?.branch).toEqual([routes[2]]);
  });

  it("decodes the params", () => {
    expect(matchRoutes(routes, "/checkout/order%20one")?.params).toEqual({ orderId: "order one" });
  });
});

describe("isActivePath", () => {
  it("is active on the path and below it, as React Router's NavLink", () => {
    expect(isActivePath("/billing", "/billing")).toBe(true);
    expect(isActivePath("/live-tests/3/results", "/live-tests")).toBe(true);
    expect(isActivePath("/live-tests-x", "/live-tests")).toBe(false);
    expect(isActivePath("/Billing", "/billing#plans")).toBe(true);
  });

  it("is active only on the path itself with end, and / only on /", () => {
    expect(isActivePath("/live-tests/3/results", "/live-tests", true)).toBe(false);
    expect(isActivePath("/billing", "/")).toBe(false);
    expect(isActivePath("/", "/")).toBe(true);
  });
});
