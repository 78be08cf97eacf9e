import type { Plugin } from "vite";

type Group = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };

export function sharedFirstLoad(options: {
  name: string;
  entry: string;
  routes: string[];
  /** a chunk for the last route's own static imports (those not shared) */
  routeFirstLoad?: string;
}): {
  plugin: Plugin;
  group: Group;
  routeGroup: Group | undefined;
};
