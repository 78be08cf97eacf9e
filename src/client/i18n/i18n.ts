import { i18n, type Messages } from "@lingui/core";
import { LANGUAGE_COOKIE } from "@shared/language-negotiation";
import { intlLocale, LANGUAGE_STORAGE_KEY, type Language } from "./language";
import documentEnglish from "./locales/en/document.json";

/**
 * The app's one Lingui instance. English catalogues load with the code that uses them (each
 * feature imports its own); the Hindi ones load together, in one chunk, when Hindi is chosen.
 */
export { i18n };

i18n.load("en", {});
i18n.activate("en");

/** A namespace's messages, keyed by what they are for; `K` is every key the English file has. */
export type Catalogue<K extends string> = { namespace: string; keys?: K };

const prefixed = (namespace: string, messages: Record<string, unknown>): Messages =>
  Object.fromEntries(Object.entries(messages).map(([key, m]) => [`${namespace}.${key}`, m])) as Messages;

/**
 * Registers a namespace's English messages (src/client/i18n/locales/en/<namespace>.json, imported by
 * the feature so it loads with it) and answers the handle `useT` and `translate` take.
 */
export function defineCatalogue<M extends Record<string, string>>(
  namespace: string,
  english: M,
): Catalogue<Extract<keyof M, string>> {
  i18n.load("en", prefixed(namespace, english));
  return { namespace };
}

export type MessageValues = Record<string, string | number | Date | undefined>;

/** A message in the current language, outside React (toasts raised by hooks, document titles). */
export const translate = <K extends string>(catalogue: Catalogue<K>, key: K, values?: MessageValues) =>
  i18n._(`${catalogue.namespace}.${key}`, values);

type HindiCatalogues = Record<string, Record<string, unknown>>;
type HindiLoader = () => Promise<HindiCatalogues>;

const applyHindi = (catalogues: HindiCatalogues) => {
  for (const [namespace, messages] of Object.entries(catalogues))
    i18n.load("hi", prefixed(namespace, messages));
};

/** Each Hindi chunk loads once; the learners' one always, a feature's own (the admin panel's) once registered. */
const hindiChunks = new Map<HindiLoader, Promise<void>>();
const loadHindiChunk = (load: HindiLoader) => {
  let loaded = hindiChunks.get(load);
  if (!loaded) {
    loaded = load().then(applyHindi);
    hindiChunks.set(load, loaded);
  }
  return loaded;
};
const learnersHindi: HindiLoader = () => import("./hindi-catalogues").then((m) => m.hindiCatalogues);
const featureHindi = new Set<HindiLoader>();
const loadHindi = () => Promise.all([learnersHindi, ...featureHindi].map(loadHindiChunk));

/**
 * A feature whose Hindi stays out of the learners' chunk (the admin panel) registers its own loader
 * when its code loads; it is fetched at once if Hindi is on, else when Hindi is chosen.
 */
export function addHindiCatalogues(load: HindiLoader) {
  featureHindi.add(load);
  if (i18n.locale === "hi") void loadHindiChunk(load);
}

/** Devanagari glyphs, self-hosted, only the weights the app uses; loaded only when Hindi shows. */
let fontLoaded: Promise<unknown> | null = null;
export const loadDevanagariFont = () => {
  fontLoaded ??= Promise.all([
    import("@fontsource/noto-sans-devanagari/devanagari-400.css"),
    import("@fontsource/noto-sans-devanagari/devanagari-600.css"),
  ]);
  return fontLoaded;
};

/** The page's title and description (index.html's, src/client/i18n/locales/<language>/document.json). */
const documentMessages = defineCatalogue("document", documentEnglish);

/** Switches the interface language (loading Hindi's messages and font first) and keeps the choice. */
export async function activateLanguage(language: Language, options: { remember?: boolean } = {}) {
  const inBrowser = typeof document !== "undefined";
  if (language === "hi") await Promise.all([loadHindi(), inBrowser ? loadDevanagariFont() : null]);
  i18n.activate(language);
  if (!inBrowser) return;
  document.documentElement.lang = language;
  document.title = translate(documentMessages, "title");
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute("content", translate(documentMessages, "description"));
  if (options.remember) {
    // the cookie lets the server answer /landing in this language next time
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage can be full or blocked; the choice still holds for this page
    }
  }
}

export const currentLanguage = (): Language => (i18n.locale === "hi" ? "hi" : "en");
export const currentIntlLocale = () => intlLocale(currentLanguage());
