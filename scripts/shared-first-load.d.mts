import type { Plugin } from "vite";

export function sharedFirstLoad(options: { name: string; entry: string; routes: string[] }): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };
};
