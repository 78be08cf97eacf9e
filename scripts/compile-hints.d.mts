import type { Plugin } from "vite";

export function compileHints(matches: (chunkName: string) => boolean): Plugin;
