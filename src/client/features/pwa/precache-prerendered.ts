import { createHash } from "node:crypto";
import type { ManifestTransform } from "workbox-build";

const LANDING_HTML = "landing.html";

/**
 * Adds the prerendered landing.html to the service worker's precache, so an installed app opens
 * /landing as HTML too: Workbox answers a navigation to /landing with a precached /landing.html
 * (its cleanURLs rule), ahead of the index.html fallback. scripts/prerender.mjs writes the file
 * after sw.js is made, so its revision is derived from every precached file instead of its own
 * bytes: it is made from index.html and the landing route's chunks, which are all among them, and
 * a build that changes none of them leaves sw.js as it was. Runs in the build (vite.config.ts).
 */
export const precachePrerenderedLanding: ManifestTransform = (entries) => {
  if (entries.some((e) => e.url === LANDING_HTML)) return { manifest: entries };
  const revision = createHash("md5")
    .update(
      entries
        .map((e) => `${e.url} ${e.revision ?? ""}`)
        .sort()
        .join("\n"),
    )
    .digest("hex");
  return { manifest: [...entries, { url: LANDING_HTML, revision, size: 0 }] };
};
