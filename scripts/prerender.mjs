// Post-build step (after `vite build`, before precompress): renders /landing at build time into
// dist/client/landing.html, index.html with the page's markup inside #root, so a phone paints the
// landing page before its JavaScript arrives; the client then hydrates it (src/client/main.tsx).
// The server answers GET /landing with it (src/server/http/prerendered-pages.ts).
// Usage: node scripts/prerender.mjs [client dir, default dist/client]
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import { compileCatalogues } from "./compile-catalogues.mjs";

const clientDir = path.resolve(process.argv[2] ?? "dist/client");
// inside the project, so the bundle's imports of npm packages resolve from node_modules
const ssrDir = path.join(clientDir, "..", "prerender");
const ROOT_TAG = '<div id="root"></div>';

/** The page's title and description in a language (index.html has the English). */
const escapeHtml = (text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const documentWords = (language) =>
  JSON.parse(fs.readFileSync(path.resolve(`src/client/i18n/locales/${language}/document.json`), "utf8"));

const indexHtml = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
if (!indexHtml.includes(ROOT_TAG)) throw new Error(`prerender: ${ROOT_TAG} is missing from index.html`);

await build({
  configFile: false,
  root: path.resolve("src/client"),
  publicDir: false,
  logLevel: "warn",
  resolve: { alias: { "@shared": path.resolve("src/shared"), "@": path.resolve("src/client") } },
  plugins: [compileCatalogues(), react()],
  build: {
    ssr: path.resolve("src/client/prerender/landing.tsx"),
    outDir: ssrDir,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: "landing.js" } },
  },
});

try {
  const { renderLanding } = await import(pathToFileURL(path.join(ssrDir, "landing.js")).href);
  // English first: rendering Hindi switches the one Lingui instance to Hindi
  for (const [language, file] of [
    ["en", "landing.html"],
    ["hi", "landing-hi.html"],
  ]) {
    const markup = await renderLanding(language);
    if (/<script/i.test(markup)) throw new Error("prerender: the markup has a script, which the CSP refuses");
    const words = documentWords(language);
    const html = indexHtml
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(words.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${escapeHtml(words.description)}"`,
      )
      .replace(ROOT_TAG, () => `<div id="root">${markup}</div>`)
      .replace("</head>", () => `${landingPreloads()}</head>`);
    fs.writeFileSync(path.join(clientDir, file), html);
    console.log(`prerender: ${file} (${(html.length / 1024).toFixed(0)} KB)`);
  }
} finally {
  fs.rmSync(ssrDir, { recursive: true, force: true });
}

/**
 * modulepreload links for the landing route's chunks: the client loads them before it hydrates,
 * so fetch them beside the entry instead of after it. index.html preloads the entry's own imports.
 */
function landingPreloads() {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite", "manifest.json"), "utf8"));
  const landingKey = Object.keys(manifest).find((k) =>
    manifest[k].src?.endsWith("app/pages/landing-page.tsx"),
  );
  if (!landingKey) throw new Error("prerender: no landing-page chunk in the build manifest");
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(landingKey);
  return [...files]
    .filter((file) => !indexHtml.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
}
