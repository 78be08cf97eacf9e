import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import os from "node:os";
import path from "node:path";

/** Headers of one HTTP/1.1 hop that an HTTP/2 response must not carry. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

/**
 * An HTTPS front speaking HTTP/2 to the browser and HTTP/1.1 to the app, as the TLS-terminating load
 * balancer of a production deployment does (README, "Running in production"). Its certificate is
 * self-signed for 127.0.0.1 (made with openssl), so the browser must be told to accept it. It
 * forwards each request to the app as if the app's own origin had been asked, so the app's origin
 * check sees a same-origin request.
 */
export async function startHttp2Front(backendUrl: string): Promise<{ url: string; close: () => void }> {
  const backend = new URL(backendUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "abhyas-h2-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", key, "-out", cert, "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    ],
    { stdio: "ignore" },
  );
  const server = http2.createSecureServer({
    key: fs.readFileSync(key),
    cert: fs.readFileSync(cert),
    allowHTTP1: true,
  });
  server.on("request", (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(":") && value !== undefined) headers[name] = value;
    }
    headers.host = backend.host;
    if (headers.origin) headers.origin = backend.origin;
    if (typeof headers.referer === "string")
      headers.referer = headers.referer.replace(/^https:\/\/[^/]+/, backend.origin);
    const upstream = http.request(
      { host: backend.hostname, port: backend.port, method: req.method, path: req.url, headers },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res as unknown as NodeJS.WritableStream);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
