// Preloaded into a server process (node --import) to record the SQL one request runs: a request
// carrying `x-bench-capture: <name>` has every pg query it issues (text, statement name, values)
// written to $BENCH_CAPTURE_DIR/<name>.json when its answer is sent. Only for the SQL ceiling of the
// bench: an AsyncLocalStorage costs every request, so the measured server never runs with this.
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";

const dir = process.env.BENCH_CAPTURE_DIR ?? "";
const als = new AsyncLocalStorage();

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res, ...rest) {
  const name = event === "request" ? req.headers["x-bench-capture"] : undefined;
  if (typeof name !== "string") return emit.call(this, event, req, res, ...rest);
  const store = { queries: [] };
  res.once("finish", () =>
    fs.writeFileSync(path.join(dir, `${path.basename(name)}.json`), JSON.stringify(store.queries)),
  );
  return als.run(store, () => emit.call(this, event, req, res, ...rest));
};

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const store = als.getStore();
  if (store) {
    const text = typeof config === "string" ? config : config.text;
    const params = (typeof config === "object" && config.values) || (Array.isArray(values) ? values : []);
    store.queries.push({
      text,
      name: typeof config === "object" ? config.name : undefined,
      rowMode: typeof config === "object" ? config.rowMode : undefined,
      values: params.map((v) => (v instanceof Date ? v.toISOString() : v)),
    });
  }
  return query.call(this, config, values, callback);
};
