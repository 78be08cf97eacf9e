// The ceiling of a bench figure: a bare Fastify server, in its own process like the app's, that
// answers every GET and POST with the same bytes from memory.
//   node bench/ceiling-server.mjs <file holding the body> <content type> <port>
import fs from "node:fs";
import Fastify from "fastify";

const [bodyFile, contentType, port] = process.argv.slice(2);
const bytes = fs.readFileSync(bodyFile ?? "");
const app = Fastify({ logger: false });
const handler = (_request, reply) => {
  reply.header("content-type", contentType);
  return reply.send(bytes);
};
app.get("/*", handler);
app.post("/*", handler);
await app.listen({ port: Number(port), host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
console.log("listening");
