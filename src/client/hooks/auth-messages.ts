import type { SignInProblem } from "@shared/sign-in-problems";
import { defineCatalogue } from "@/i18n/i18n";
import english from "@/i18n/locales/en/auth.json";

/** Sign-in's words (src/client/i18n/locales/<language>/auth.json). */
export const authMessages = defineCatalogue("auth", english);

/** Why a Google sign-in did not finish (the English is SIGN_IN_PROBLEMS in src/shared/sign-in-problems.ts). */
export const SIGN_IN_PROBLEM_KEYS = {
  expired: "problemExpired",
  failed: "problemFailed",
  unverified: "problemUnverified",
  "email-taken": "problemEmailTaken",
} as const satisfies Record<SignInProblem, keyof typeof english>;
