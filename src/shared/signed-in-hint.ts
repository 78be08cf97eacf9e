/**
 * A cookie the page can read, set beside the HttpOnly session cookie at sign-in and cleared at
 * sign-out. It says only "this browser may be signed in", so public pages skip asking
 * GET /api/auth/user (401 when signed out) for visitors who have never signed in. It grants
 * nothing: the session cookie alone decides who is signed in.
 */
export const SIGNED_IN_HINT_COOKIE = "abhyas_signed_in";
