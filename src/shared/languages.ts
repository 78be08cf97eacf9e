/**
 * Interface languages: English and Hindi (product.md section 15). A module of its own, without zod,
 * so the first view's JavaScript (the language choice runs before any page) carries no schema code.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
