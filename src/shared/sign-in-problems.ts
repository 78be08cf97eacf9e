/**
 * Why a Google sign-in did not finish: the server sends the browser to /landing?signin=<key> and
 * the page shows the text as a toast.
 */
export const SIGN_IN_PROBLEMS = {
  expired: "The sign-in took too long or was started in another tab. Please sign in again.",
  failed: "Google did not complete the sign-in. Please try again.",
  unverified:
    "Your Google account's email address is not verified, so we cannot sign you in with it. Verify it with Google, then sign in again.",
  "email-taken":
    "This email address already belongs to an Abhyas account linked to a different Google account. Sign in with that Google account.",
} as const;

export type SignInProblem = keyof typeof SIGN_IN_PROBLEMS;

export const signInProblemText = (key: string | null): string | null =>
  key && Object.hasOwn(SIGN_IN_PROBLEMS, key) ? SIGN_IN_PROBLEMS[key as SignInProblem] : null;
