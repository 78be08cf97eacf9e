// Renders the app icons in public/icons/ from the favicon design (public/favicon.svg) in headless
// Chromium, because no image library is installed. Run it after changing the design, then commit
// the PNGs:  node scripts/make-icons.mjs   (CHROMIUM_PATH overrides /usr/bin/chromium)
//
// - icon-192.png, icon-512.png: the favicon as it is (rounded blue tile, transparent corners),
//   for the manifest's "any" purpose.
// - icon-maskable-512.png: a full-bleed blue square with the glyph shrunk into the middle, so it
//   stays inside the maskable safe zone (a centred circle of 80% of the width) whatever shape
//   Android cuts.
// - apple-touch-icon.png (180): full-bleed and opaque, because iOS rounds the corners itself and
//   paints transparent pixels black.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const OUT_DIR = path.resolve("public/icons");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const BLUE = "#1d4ed8";

const favicon = fs.readFileSync(path.resolve("public/favicon.svg"), "utf8");
// The glyph ("A" with its counter) is the favicon's only <path>; reuse it rather than redraw it.
const glyph = favicon.match(/<path[^>]*\/>/)?.[0];
if (!glyph) throw new Error("public/favicon.svg has no <path> glyph to reuse");

/** The glyph on a full-bleed square, scaled about the tile's centre (32, 32). */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BLUE}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${glyph}</g></svg>`;

const ICONS = [
  { file: "icon-192.png", size: 192, svg: favicon, transparent: true },
  { file: "icon-512.png", size: 512, svg: favicon, transparent: true },
  // The glyph's farthest corner is 22 units from the centre at scale 1; at 0.72 it is 16 units,
  // i.e. 25% of the width, well inside the 40% safe-zone radius.
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed(0.72), transparent: false },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(0.85), transparent: false },
];

fs.mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const sized = icon.svg.replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;padding:0;background:transparent}svg{display:block}</style></head><body>${sized}</body></html>`,
    );
    const file = path.join(OUT_DIR, icon.file);
    await page.screenshot({
      path: file,
      omitBackground: icon.transparent,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await page.close();
    console.log(
      `${path.relative(process.cwd(), file)} ${icon.size}x${icon.size} ${fs.statSync(file).size} bytes`,
    );
  }
} finally {
  await browser.close();
}
