// Browser tests drive Debian's Chromium, and Hindi must render in their screenshots (Noto's Devanagari
// font, from fonts-noto-core). This finds both, installs what is missing when it can, or fails saying
// what to install.
import { execSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DEVANAGARI_FONT = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf";

const missing = [
  !fs.existsSync(CHROMIUM) && "chromium",
  // only Debian's own Chromium is checked for the font: a CHROMIUM_PATH elsewhere brings its own setup
  !process.env.CHROMIUM_PATH && !fs.existsSync(DEVANAGARI_FONT) && "fonts-noto-core",
].filter(Boolean);
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = fs.existsSync("/usr/bin/apt-get");
if (isRoot && hasApt) {
  console.log(`Installing Debian's ${missing.join(" and ")} for the browser tests...`);
  try {
    execSync(
      `apt-get update -qq > /tmp/abhyas-apt.log 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(" ")} >> /tmp/abhyas-apt.log 2>&1 || (cat /tmp/abhyas-apt.log; exit 1)`,
      { stdio: "inherit" },
    );
  } catch {
    // fall through to the check below
  }
  if (fs.existsSync(CHROMIUM)) process.exit(0);
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(
    `The browser tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium fonts-noto-core ` +
      "(or set CHROMIUM_PATH to a Chromium binary).",
  );
  process.exit(1);
}
// Chromium is there and only the font could not be installed: the tests run, Hindi shows as boxes
console.warn(
  "Hindi will show as boxes in screenshots: install fonts-noto-core (sudo apt-get install -y fonts-noto-core).",
);
