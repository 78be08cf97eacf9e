/**
 * Plain bank text to and from the HTML that Moodle XML and QTI hold. Line breaks become <br>,
 * and an item's Hindi rides beside its English as a second language-tagged span (Moodle's
 * multilang spans; xml:lang in QTI), so a file read back gives the same texts.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Bank text as HTML: escaped, line breaks as <br/>. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\n/g, "<br/>");
}

/** HTML (perhaps in CDATA) as bank text: paragraphs and breaks as line breaks, other tags dropped. */
export function htmlToText(html: string): string {
  const unwrapped = html.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) =>
    // CDATA is literal text: escape it so the decoding below gives it back unchanged
    inner.includes("<") ? inner : escapeHtml(inner),
  );
  return unwrapped
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>\s*<p[^>]*>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .trim();
}

/** English and Hindi as two language-tagged spans; English alone as it is. */
export function bilingualHtml(
  english: string,
  hindi: string | undefined,
  langAttribute: string,
  extra = "",
): string {
  if (hindi === undefined) return textToHtml(english);
  return `<span ${langAttribute}="en"${extra}>${textToHtml(english)}</span><span ${langAttribute}="hi"${extra}>${textToHtml(hindi)}</span>`;
}

/** The English and (if tagged) Hindi of a text written by bilingualHtml or any plain HTML. */
export function readBilingual(raw: string, langAttribute: string): { en: string; hi: string | undefined } {
  const html = raw.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => inner);
  const spans = new Map<string, string>();
  const pattern = new RegExp(
    `<span[^>]*\\b${langAttribute.replace(":", "\\:")}="(en|hi)"[^>]*>([\\s\\S]*?)</span>`,
    "g",
  );
  for (const match of html.matchAll(pattern)) spans.set(match[1] ?? "", match[2] ?? "");
  const en = spans.get("en");
  if (en === undefined) return { en: htmlToText(raw), hi: undefined };
  const hi = spans.get("hi");
  return { en: htmlToText(en), hi: hi === undefined ? undefined : htmlToText(hi) };
}
