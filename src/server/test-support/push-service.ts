import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service on loopback for tests, standing where FCM or Mozilla's autopush stands: it takes a
 * message only as a real one does, and reads it only as the browser would. A POST to a
 * subscription's endpoint must carry a VAPID token (RFC 8292) signed ES256 by the server's public
 * key, for this origin (`aud`), not expired, with a contact (`sub`); its body must be aes128gcm
 * (RFC 8188) encrypted to the subscription's keys (RFC 8291), which this service made itself and
 * decrypts with. It answers 201, or what the test set for that subscription (410 gone, 404, 500).
 */

export type ReceivedPush = {
  subscriptionId: string;
  /** the decrypted message */
  text: string;
  ttl: number;
  urgency: string | undefined;
  /** the token's claims, verified */
  claims: { aud: string; exp: number; sub: string };
};

export type StandInSubscription = {
  id: string;
  /** what the browser's PushSubscription.toJSON() gives (expirationTime left out) */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** what this service answers for the subscription from now on */
  answer(status: number): void;
};

export type PushServiceStandIn = {
  origin: string;
  received: ReceivedPush[];
  /** requests refused (bad token, bad encryption, unknown endpoint), with why */
  refused: string[];
  subscribe(): StandInSubscription;
  /** waits until `count` messages in all were taken (or throws after `timeoutMs`) */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

type Held = { ecdh: ECDH; publicKey: Buffer; auth: Buffer; status: number };

/** Starts the stand-in; `vapidPublicKey` is the server's (base64url), the only key it accepts. */
export async function startPushService(vapidPublicKey: string): Promise<PushServiceStandIn> {
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = "";

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const refuse = (status: number, why: string) => {
        refused.push(why);
        res.writeHead(status).end(why);
      };
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1];
      const sub = id ? held.get(id) : undefined;
      if (req.method !== "POST" || !id || !sub) return refuse(404, `no subscription at ${req.url}`);
      let claims: ReceivedPush["claims"];
      try {
        claims = verifyVapid(req.headers.authorization, vapidPublicKey, origin);
      } catch (error) {
        return refuse(401, `VAPID: ${(error as Error).message}`);
      }
      if (req.headers["content-encoding"] !== "aes128gcm") return refuse(415, "not aes128gcm");
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, "no TTL");
      let text: string;
      try {
        text = decryptAes128gcm(Buffer.concat(chunks), sub);
      } catch (error) {
        return refuse(400, `decrypt: ${(error as Error).message}`);
      }
      if (sub.status >= 200 && sub.status < 300) {
        received.push({
          subscriptionId: id,
          text,
          ttl,
          urgency: req.headers.urgency as string | undefined,
          claims,
        });
      }
      res.writeHead(sub.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const entry: Held = { ecdh, publicKey, auth, status: 201 };
      held.set(id, entry);
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
        },
        answer(status) {
          entry.status = status;
        },
      };
    },
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${received.length} of ${count} pushes arrived; refused: ${refused.join("; ")}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): checks the key, the signature and the claims. */
function verifyVapid(
  header: string | undefined,
  expectedKey: string,
  origin: string,
): ReceivedPush["claims"] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`no vapid authorization (got ${header})`);
  const [, token = "", key = ""] = match;
  if (key !== expectedKey) throw new Error("signed with another server's key");
  const [head = "", body = "", signature = ""] = token.split(".");
  const jwtHeader = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
  if (jwtHeader.alg !== "ES256") throw new Error(`alg ${jwtHeader.alg}`);
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("bad signature");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as ReceivedPush["claims"];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > Date.now() / 1000)) throw new Error("expired");
  if (claims.exp > Date.now() / 1000 + 24 * 3600) throw new Error("exp more than 24 hours ahead");
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) throw new Error(`sub ${claims.sub}`);
  return claims;
}

/**
 * RFC 8291 with RFC 8188's header: salt(16) | rs(4) | idlen(1) | keyid = the sender's ephemeral
 * public key | one record. The browser's side: ECDH with its private key, HKDF with its auth secret.
 */
function decryptAes128gcm(body: Buffer, sub: Held): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes`);
  if (record.length > rs) throw new Error("more than one record");
  const secret = sub.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), sub.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // the last record ends with a 2 delimiter, then zero padding
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}
