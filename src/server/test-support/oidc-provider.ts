import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type TestAccount = {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  picture: string;
  /** what the ID token says about the email: true unless set; "absent" leaves the claim out */
  email_verified?: boolean | "absent";
};

/**
 * A real OpenID Connect provider (the oidc-provider package) on a loopback port, standing in for
 * Google in tests. Its development login/consent forms accept any login name; the account claims
 * come from `accounts`.
 */
export async function startTestOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: Record<string, TestAccount>;
}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "picture"],
    },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ["test-cookie-key-1"] },
    async findAccount(_ctx, sub) {
      const account = options.accounts[sub];
      if (!account) return undefined;
      // read at each sign-in, so a test can change an account's claims between sign-ins
      return {
        accountId: sub,
        claims: async () => {
          const { email_verified = true, ...claims } = account;
          return email_verified === "absent" ? claims : { ...claims, email_verified };
        },
      };
    },
  });
  provider.on("server_error", (_ctx, error) => {
    console.error("test OIDC provider error", error);
  });
  server.on("request", provider.callback());
  return {
    issuer,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A minimal cookie jar for walking the provider's redirects with fetch. */
export class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * Drives the provider like a browser: follows redirects from the authorization URL, fills the login
 * form as `login`, confirms consent, and answers the final redirect back to the app (with code and state).
 */
export async function authorizeAt(
  authorizationUrl: string,
  login: string,
  redirectUriPrefix: string,
): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let method: "GET" | "POST" = "GET";
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      method,
      redirect: "manual",
      headers: {
        cookie: jar.header(),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body,
    });
    jar.store(res);
    method = "GET";
    body = undefined;
    const location = res.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUriPrefix)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`provider page without a form (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    method = "POST";
    body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: "login", login, password: "any" })
      : new URLSearchParams({ prompt: "consent" });
  }
  throw new Error("too many redirects at the OIDC provider");
}
