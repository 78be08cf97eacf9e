import * as oidc from "openid-client";
import type { Config } from "../../config";

/** Everything the callback needs to finish what the start began, kept in a signed short-lived cookie. */
export type PendingSignIn = { state: string; nonce: string; codeVerifier: string };

export type GoogleProfile = {
  sub: string;
  email: string;
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
    async start(): Promise<{ url: string; pending: PendingSignIn }> {
      const configuration = await discover();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
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
      if (claims.email_verified === false) throw new Error("the email address is not verified");
      const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
      return {
        sub: claims.sub,
        email,
        firstName: str(claims.given_name),
        lastName: str(claims.family_name),
        picture: str(claims.picture),
      };
    },
  };
}

export type GoogleSignIn = NonNullable<ReturnType<typeof createGoogleSignIn>>;
