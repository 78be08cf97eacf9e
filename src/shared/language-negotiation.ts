import { LANGUAGES, type Language } from "./languages";

/** The cookie the client sets when a visitor chooses a language, so the server can answer in it. */
export const LANGUAGE_COOKIE = "abhyas_lang";

/**
 * The language to answer a page in: the visitor's chosen one (the cookie), else the first of
 * Accept-Language's languages, by quality, that we have, else English.
 */
export function negotiateLanguage(acceptLanguage: string | undefined, chosen: string | undefined): Language {
  if (chosen && (LANGUAGES as readonly string[]).includes(chosen)) return chosen as Language;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter((l) => l.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { primary } of ranked)
    if ((LANGUAGES as readonly string[]).includes(primary)) return primary as Language;
  return "en";
}
