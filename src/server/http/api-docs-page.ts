/** The parts of an OpenAPI 3 document the page shows. */
type Schema = unknown;
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Media = { schema?: Schema };
type Operation = {
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
export type ApiDocument = {
  openapi: string;
  info: { title: string; description?: string };
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>> | undefined>;
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const anchor = (method: string, path: string) => `${method}${path}`.replace(/[^A-Za-z0-9]+/g, "-");

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(method: string, path: string, op: Operation): string {
  const parts = [
    `<h2 id="${anchor(method, path)}"><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>`,
  ];
  const params = (op.parameters ?? []) as Parameter[];
  if (params.length > 0) {
    const rows = params.map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? "yes" : "no"}</td><td>${json(p.schema)}</td></tr>`,
    );
    parts.push(
      `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows.join("")}</tbody></table>`,
    );
  }
  const body = op.requestBody as { content: Record<string, Media> } | undefined;
  if (body) {
    for (const [type, media] of Object.entries(body.content)) {
      parts.push(
        `<details open><summary>Request body (${escapeHtml(type)})</summary>${json(media.schema)}</details>`,
      );
    }
  }
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const content = (response as { content?: Record<string, Media> }).content ?? {};
    const schemas = Object.entries(content).map(
      ([type, media]) => `<p>${escapeHtml(type)}</p>${json(media.schema)}`,
    );
    parts.push(
      `<details${status === "200" ? " open" : ""}><summary>Response ${escapeHtml(status)}</summary>${schemas.join("") || "<p>No body.</p>"}</details>`,
    );
  }
  return `<section>${parts.join("\n")}</section>`;
}

/** A plain page listing every operation of the document with its schemas: no script, no bundle. */
export function apiDocsPage(document: ApiDocument, jsonPath: string): string {
  const operations: string[] = [];
  const index: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      operations.push(operationHtml(method, path, op));
      index.push(
        `<li><a href="#${anchor(method, path)}"><code>${method.toUpperCase()} ${escapeHtml(path)}</code></a></li>`,
      );
    }
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
h2 { font-size: 1.05rem; margin-top: 2.5rem; border-top: 1px solid #e5e7eb; padding-top: 1rem; }
pre { background: #f3f4f6; padding: 0.75rem; overflow-x: auto; font-size: 13px; }
table { border-collapse: collapse; width: 100%; } td, th { border: 1px solid #e5e7eb; padding: 0.25rem 0.5rem; vertical-align: top; text-align: left; }
summary { cursor: pointer; font-weight: 600; }
</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description ?? "")}</p>
<p>The same as an OpenAPI ${escapeHtml(document.openapi)} document: <a href="${escapeHtml(jsonPath)}"><code>${escapeHtml(jsonPath)}</code></a>.</p>
<ul>${index.join("\n")}</ul>
${operations.join("\n")}
</body>
</html>
`;
}
