import { it } from "vitest";
import { createTestApp } from "../test-support/test-app";
it("dump", async () => {
  const t = await createTestApp({ seed: true });
  console.log(t.app.routeTable.map((r) => `${r.method} ${r.url}`).join("\n"));
  await t.close();
});
