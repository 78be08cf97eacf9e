/**
 * One chunk for the code every page starts with: the entry's static imports, and the modules both
 * the landing page and the exam hall import statically. Left to Rolldown, these came as a dozen and
 * more chunks under 1 KB (modules some lazy routes share), each a request a phone on a slow
 * connection waits for in turn (docs/decisions/0035).
 *
 * Returns the plugin that finds the modules once the module graph is built, and the code-splitting
 * group (build.rolldownOptions.output.codeSplitting.groups) that gathers them into `name`.
 */
export function sharedFirstLoad({ name, entry, routes, routeFirstLoad }) {
  const members = new Set();
  /** the first route's static imports that are not shared, gathered into `routeFirstLoad` */
  const routeMembers = new Set();
  const plugin = {
    name: "abhyas-shared-first-load",
    apply: "build",
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const find = (suffix) => {
        const id = ids.find((m) => m.endsWith(suffix));
        if (!id) throw new Error(`shared-first-load: no module ends with ${suffix}`);
        return id;
      };
      const staticClosure = (root) => {
        const seen = new Set([root]);
        const queue = [root];
        while (queue.length > 0) {
          for (const dep of this.getModuleInfo(queue.pop())?.importedIds ?? []) {
            if (!seen.has(dep)) {
              seen.add(dep);
              queue.push(dep);
            }
          }
        }
        return seen;
      };
      const entryId = find(entry);
      const routeIds = routes.map(find);
      const [first, ...others] = routeIds.map(staticClosure);
      members.clear();
      for (const id of staticClosure(entryId)) members.add(id);
      for (const id of first ?? []) if (others.every((closure) => closure.has(id))) members.add(id);
      // the entry and the routes stay chunks of their own: index.html and the router load them
      for (const id of [entryId, ...routeIds]) members.delete(id);
      routeMembers.clear();
      const last = routeIds[routeIds.length - 1];
      if (routeFirstLoad && last)
        for (const id of staticClosure(last)) if (!members.has(id) && id !== last) routeMembers.add(id);
    },
  };
  const group = { name, test: (id) => members.has(id), includeDependenciesRecursively: false };
  // the exam hall's own modules, which other lazy pages (the review deck) also import, come in one
  // file with the hall rather than a file per module
  const routeGroup = routeFirstLoad
    ? { name: routeFirstLoad, test: (id) => routeMembers.has(id), includeDependenciesRecursively: false }
    : undefined;
  return { plugin, group, routeGroup };
}
