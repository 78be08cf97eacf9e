// Browser tests drive Debian's Chromium; this finds it, installs it when it can, or fails saying what to install.
import { execSync } from "node:child_process";
import fs from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (fs.existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = fs.existsSync("/usr/bin/apt-get");
if (isRoot && hasApt) {
  console.log("Chromium is missing: installing Debian's chromium package for the browser tests...");
  try {
    execSync(
      "apt-get update -qq > /tmp/abhyas-apt.log 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >> /tmp/abhyas-apt.log 2>&1 || (cat /tmp/abhyas-apt.log; exit 1)",
      {
        stdio: "inherit",
      },
    );
  } catch {
    // fall through to the message below
  }
  if (fs.existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  `The browser tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium ` +
    "(or set CHROMIUM_PATH to a Chromium binary).",
);
process.exit(1);
