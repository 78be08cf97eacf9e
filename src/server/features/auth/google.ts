import * as oidc from "openid-client";
import type { Config } from "~/server/config";
import { toDisplayText } from "~/shared/contract/fields";

/**
 * Everything the callback needs to finish what the start began, kept in a signed short-lived
 * cookie, with the same-site path to return to after sign-in.
 */
export type PendingSignIn = { state: string; nonce: string; codeVerifier: string; returnTo?: string };

/** Who the ID token says signed in; the caller decides what an unverified email may do. */
export type GoogleProfile = {
  issuer: string;
  sub: string;
  email: string;
  /** true only when the token says so: a missing email_verified is not verified */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
};

export function createGoogleSignIn(config: Config) {
  const google = config.google;
  if (!google) return undefined;
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;

  const discover = () => {
    if (!discovered) {
      const issuer = new URL(google.issuer);
      // Loopback issuers (tests, local providers) speak plain HTTP; anything else must be HTTPS.
      const insecure =
        issuer.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
      discovered = oidc
        .discovery(
          issuer,
          google.clientId,
          google.clientSecret,
          undefined,
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          discovered = undefined; // try again on the next sign-in instead of caching the failure
          throw error;
        });
    }
    return discovered;
  };

  return {
    async start(returnTo: string | null): Promise<{ url: string; pending: PendingSignIn }> {
      const configuration = await discover();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        ...(returnTo ? { returnTo } : {}),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: "S256",
      });
      return { url: url.href, pending };
    },

    /** Exchanges the code (checking state, nonce and PKCE) and answers who signed in. */
    async finish(callbackQuery: string, pending: PendingSignIn): Promise<GoogleProfile> {
      const configuration = await discover();
      const currentUrl = new URL(`${redirectUri}${callbackQuery}`);
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("no ID token in the token response");
      const email = typeof claims.email === "string" ? claims.email : undefined;
      if (!email) throw new Error("the ID token carries no email");
      const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
      return {
        issuer: claims.iss,
        sub: claims.sub,
        email,
        emailVerified: claims.email_verified === true,
        // names are shown to other learners: no bidirectional controls or broken unicode
        firstName: toDisplayText(claims.given_name),
        lastName: toDisplayText(claims.family_name),
        picture: str(claims.picture),
      };
    },
  };
}

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/**
 * Whether an error of sign-in means the provider could not be reached (connection refused, no such
 * host, a timeout, fetch failing), as against the provider refusing: walks the error's causes.
 */
export function isProviderUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE_CODES.has(code)) return true;
    if (e.name === "TimeoutError" || e.name === "AbortError") return true;
    if (e instanceof TypeError && e.message === "fetch failed") return true;
  }
  return false;
}
