import type { Language } from "~/shared/languages";
import { escapeHtml } from "~/shared/math/math-html";

const WORDS = {
  en: {
    title: "Google sign-in is not answering",
    text: "Abhyas could not reach Google to sign you in. This is usually brief: please try again in a minute. Nothing of yours is lost.",
    retry: "Try again",
    back: "Back to Abhyas",
  },
  hi: {
    title: "Google साइन-इन अभी उत्तर नहीं दे रहा",
    text: "अभ्यास आपको साइन इन कराने के लिए Google तक नहीं पहुँच सका। ऐसा आमतौर पर थोड़ी देर के लिए होता है: कृपया एक मिनट बाद फिर कोशिश करें। आपका कुछ भी खोया नहीं है।",
    retry: "फिर कोशिश करें",
    back: "अभ्यास पर वापस",
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * The page a browser gets, with a 502, when sign-in cannot reach the identity provider: the sign-in
 * routes are navigations, so a JSON error would show as raw text. Plain HTML, no scripts or styles
 * (the security headers allow neither inline), in the visitor's language.
 */
export function signInUnavailablePage(language: Language, retryUrl: string): string {
  const w = WORDS[language];
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(w.title)}</title></head>
<body>
<main>
<h1>${escapeHtml(w.title)}</h1>
<p>${escapeHtml(w.text)}</p>
<p><a href="${escapeHtml(retryUrl)}">${escapeHtml(w.retry)}</a> · <a href="/landing">${escapeHtml(w.back)}</a></p>
</main>
</body>
</html>
`;
}
