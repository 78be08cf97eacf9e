import type { Plugin } from "vite";

export const CATALOGUE_FILE: RegExp;
export function compileCatalogues(): Plugin;
