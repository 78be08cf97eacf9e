import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { defaultConfig } from "lighthouse";
import { chromium } from "playwright-core";
import { startBuiltServer } from "./built-server.mjs";

const DIST_DIR = path.resolve(process.env.ABHYAS_DIST ?? "dist");
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGE = process.env.LIGHTHOUSE_PAGE ?? "/landing";
const OUT = path.resolve(process.env.LIGHTHOUSE_OUT ?? "docs/lighthouse.md");
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "pwa"];

/** The built server on a free loopback port with a fresh embedded database, as `npm start` runs it. */
const startServer = () => startBuiltServer({ distDir: DIST_DIR });

/** Lighthouse's own run (its default mobile config: Moto G Power, simulated slow 4G). */
async function runLighthouse(chrome, url) {
  const available = new Set(Object.keys(defaultConfig.categories ?? {}));
  const categories = CATEGORIES.filter((c) => available.has(c));
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
  });
  if (!result) throw new Error("lighthouse answered no result");
  return { lhr: result.lhr, missing: CATEGORIES.filter((c) => !available.has(c)) };
}

/** The PWA checks Lighthouse 12 no longer makes, through the DevTools protocol of the same Chromium. */
async function pwaChecks(chrome, baseUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  // the browser's own profile: a new context would be incognito, which Chrome never installs from
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  const checks = [];
  const check = (id, title, passed, detail = "") => checks.push({ id, title, passed, detail });
  try {
    await page.goto(`${baseUrl}${PAGE}`, { waitUntil: "load" });
    const registered = await page.evaluate(async () => {
      const reg = await Promise.race([
        navigator.serviceWorker.ready,
        new Promise((r) => setTimeout(() => r(null), 15_000)),
      ]);
      return reg ? (reg.active?.scriptURL ?? null) : null;
    });
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    check(
      "service-worker",
      "A service worker is registered and controls the page",
      registered !== null && controller !== null,
      controller ?? "no controller",
    );

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    const parseErrors = (manifest.errors ?? []).filter((e) => e.critical);
    check(
      "manifest-parses",
      "The web app manifest is served and parses without critical errors",
      Boolean(manifest.url) && parseErrors.length === 0,
      manifest.url
        ? `${manifest.url}${parseErrors.length ? `: ${parseErrors.map((e) => e.message).join("; ")}` : ""}`
        : "no manifest link",
    );
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    check(
      "installable-manifest",
      "Chrome finds the app installable (manifest and service worker meet the installability requirements)",
      installabilityErrors.length === 0,
      installabilityErrors.map((e) => e.errorId).join(", ") || "no installability errors",
    );

    const parsed = manifest.data ? JSON.parse(manifest.data) : {};
    const icons = Array.isArray(parsed.icons) ? parsed.icons : [];
    const sizes = (purpose) =>
      icons
        .filter((i) => (i.purpose ?? "any").split(/\s+/).includes(purpose))
        .flatMap((i) => String(i.sizes ?? "").split(/\s+/))
        .map((s) => Number(s.split("x")[0]));
    check(
      "splash-screen",
      "Manifest has name, background_color, theme_color and a 512px icon (custom splash screen)",
      Boolean(parsed.name && parsed.background_color && parsed.theme_color) && sizes("any").includes(512),
      `name: ${parsed.name ?? "-"}; background_color: ${parsed.background_color ?? "-"}; icons: ${sizes("any").join(", ")}`,
    );
    const themeMeta = await page
      .locator('meta[name="theme-color"]')
      .getAttribute("content")
      .catch(() => null);
    check(
      "themed-omnibox",
      "The page sets a theme colour for the address bar (meta theme-color and manifest theme_color)",
      Boolean(themeMeta && parsed.theme_color),
      `meta: ${themeMeta ?? "-"}; manifest: ${parsed.theme_color ?? "-"}`,
    );
    check(
      "maskable-icon",
      "Manifest has a maskable icon",
      sizes("maskable").length > 0,
      sizes("maskable").join(", ") || "none",
    );
    const appleIcon = await page
      .locator('link[rel="apple-touch-icon"]')
      .getAttribute("href")
      .catch(() => null);
    check("apple-touch-icon", "Provides a valid apple-touch-icon", Boolean(appleIcon), appleIcon ?? "none");
    check(
      "display-standalone",
      "Manifest display is standalone (or fullscreen / minimal-ui)",
      ["standalone", "fullscreen", "minimal-ui"].includes(parsed.display),
      parsed.display ?? "-",
    );

    // start_url answers with the network off (served by the service worker)
    const startUrl = new URL(parsed.start_url ?? "/", manifest.url || baseUrl).href;
    await context.setOffline(true);
    let offlineStatus = "failed";
    try {
      const res = await page.goto(startUrl, { waitUntil: "load" });
      offlineStatus = res ? String(res.status()) : "no response";
      const hasRoot = await page
        .locator("#root > *")
        .first()
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      if (!hasRoot) offlineStatus += " (app did not render)";
    } catch (error) {
      offlineStatus = `failed: ${String(error).split("\n")[0]}`;
    }
    await context.setOffline(false);
    check(
      "offline-start-url",
      "start_url loads with the network offline",
      offlineStatus === "200",
      `${startUrl}: ${offlineStatus}`,
    );
  } finally {
    await page.close().catch(() => {});
    await browser.close().catch(() => {});
  }
  return checks;
}

const pct = (score) => (score === null || score === undefined ? "n/a" : String(Math.round(score * 100)));

/** A short list of what an audit found (console errors, issue types, elements), for the report. */
function itemsOf(audit) {
  const items =
    audit.details?.type === "table" || audit.details?.type === "list" ? (audit.details.items ?? []) : [];
  const texts = items
    .slice(0, 5)
    .map((item) => {
      if (item.description) return String(item.description);
      if (item.issueType)
        return `${item.issueType}${item.subItems?.items?.[0]?.url ? ` (${item.subItems.items[0].url})` : ""}`;
      if (item.node?.snippet) return item.node.snippet;
      if (item.url) return item.url;
      return "";
    })
    .filter(Boolean)
    .map((t) => t.replaceAll("|", "\\|").replaceAll("\n", " ").slice(0, 200));
  return texts.length ? `; found: ${texts.join(" / ")}` : "";
}

function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "notApplicable")
    .map(
      (a) =>
        `${a.id} (${pct(a.score)}): ${a.title}${a.displayValue ? `, ${a.displayValue}` : ""}${itemsOf(a)}`,
    );
}

function markdown({ lhr, missing, checks, date, url }) {
  const lines = [];
  lines.push("# Lighthouse audit", "");
  lines.push(
    `Run ${date} by \`scripts/lighthouse.mjs\`: Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? "Chromium"} (Debian's /usr/bin/chromium, headless), default mobile config (emulated Moto G Power, simulated slow 4G, 4x CPU slowdown), against the built app served locally by \`node dist/server/main.js\` (embedded database, demo content), page \`${new URL(url).pathname}\`.`,
    "",
  );
  lines.push("| Category | Score |", "| --- | --- |");
  for (const [id, category] of Object.entries(lhr.categories))
    lines.push(`| ${category.title} (${id}) | ${pct(category.score)} |`);
  for (const id of missing)
    lines.push(`| ${id} | not in Lighthouse ${lhr.lighthouseVersion} (see PWA checks) |`);
  lines.push("");
  const metric = (id) => lhr.audits[id]?.displayValue ?? "n/a";
  lines.push("Performance metrics (simulated):", "");
  lines.push("| Metric | Value |", "| --- | --- |");
  for (const [id, label] of [
    ["first-contentful-paint", "First Contentful Paint"],
    ["largest-contentful-paint", "Largest Contentful Paint"],
    ["total-blocking-time", "Total Blocking Time"],
    ["cumulative-layout-shift", "Cumulative Layout Shift"],
    ["speed-index", "Speed Index"],
    ["interactive", "Time to Interactive"],
  ])
    lines.push(`| ${label} | ${metric(id)} |`);
  lines.push("");
  lines.push(
    "## PWA checks",
    "",
    `Lighthouse ${lhr.lighthouseVersion} has no PWA category and no manifest or service-worker audits any more (removed in 12.0), so the script makes the same checks Lighthouse 11's PWA category made, through the DevTools protocol of the same Chromium.`,
    "",
  );
  lines.push("| Check | Result | Detail |", "| --- | --- | --- |");
  for (const c of checks)
    lines.push(
      `| ${c.title} (\`${c.id}\`) | ${c.passed ? "pass" : "FAIL"} | ${c.detail.replaceAll("|", "\\|")} |`,
    );
  lines.push("");
  lines.push("## Audits that did not pass", "");
  for (const id of Object.keys(lhr.categories)) {
    const failing = failingAudits(lhr, id);
    lines.push(`- ${lhr.categories[id].title}: ${failing.length ? "" : "none"}`);
    for (const f of failing) lines.push(`  - ${f}`);
  }
  lines.push("");
  lines.push(
    "## How to rerun",
    "",
    "```sh",
    "npm run build                     # or build privately and set ABHYAS_DIST=/path/to/dist",
    "node scripts/lighthouse.mjs       # prints the figures and rewrites this file",
    "```",
    "",
    "Needs Chromium at /usr/bin/chromium (`CHROMIUM_PATH` to change it). Figures vary by a few points from run to run on a busy machine (performance most).",
    "",
  );
  return lines.join("\n");
}

const server = await startServer();
let chrome;
try {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const url = `${server.url}${PAGE}`;
  const { lhr, missing } = await runLighthouse(chrome, url);
  const checks = await pwaChecks(chrome, server.url);
  const date = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  for (const [id, category] of Object.entries(lhr.categories))
    console.log(`${id.padEnd(16)} ${pct(category.score)}`);
  for (const id of missing) console.log(`${id.padEnd(16)} not in Lighthouse ${lhr.lighthouseVersion}`);
  for (const c of checks) console.log(`${c.passed ? "pass" : "FAIL"}  ${c.id}: ${c.detail}`);
  for (const id of Object.keys(lhr.categories))
    for (const f of failingAudits(lhr, id)) console.log(`  ${id}: ${f}`);
  if (process.env.LIGHTHOUSE_JSON)
    fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(lhr, null, 2));
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, markdown({ lhr, missing, checks, date, url }));
  console.log(`written ${path.relative(process.cwd(), OUT)}`);
  if (checks.some((c) => !c.passed)) process.exitCode = 1;
} finally {
  await chrome?.kill();
  await server.stop();
}
