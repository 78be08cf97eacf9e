// Refreshes the documented screenshots (docs/screenshots, shown in the README) from the ones the
// browser tests took in the ignored test-results/screenshots. Run the browser tests first:
//   npm run build && npx vitest run --project browser && npm run screenshots
import fs from "node:fs";
import path from "node:path";

const from = path.resolve("test-results/screenshots");
const to = path.resolve("docs/screenshots");
const taken = fs.existsSync(from) ? fs.readdirSync(from).filter((f) => f.endsWith(".png")) : [];
if (taken.length === 0) {
  console.error(`No screenshots in ${from}: run the browser tests first (npx vitest run --project browser).`);
  process.exit(1);
}
fs.mkdirSync(to, { recursive: true });
for (const file of taken.sort()) {
  fs.copyFileSync(path.join(from, file), path.join(to, file));
  console.log(`docs/screenshots/${file}`);
}
