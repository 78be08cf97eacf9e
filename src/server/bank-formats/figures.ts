import { type Attachments, countOf, type ExchangeItem, type ItemFigure } from "./bank-item";
import { htmlToText } from "./rich-text";

/**
 * Questions' pictures in the exchange formats: an <img> in Moodle XML (its file embedded as
 * base64, @@PLUGINFILE@@) and in QTI (a file of the package), a file name in the CSV's `image`
 * column. A format without pictures (GIFT, Aiken, the data file) says how many it left out.
 */

/** The archive path, as found: "./images/a.png" and "images/a.png" are one file. */
const normalPath = (path: string) =>
  path
    .replace(/\\/g, "/")
    .replace(/^(\.\/)+/, "")
    .replace(/^\//, "");
const baseName = (path: string) => normalPath(path).split("/").pop() ?? path;

/**
 * The picture an item names, found among the upload's files by its path, or failing that by its
 * file name alone (an item file in a folder names its pictures relative to itself); or a problem.
 */
export function resolveFigure(
  src: string,
  alt: string,
  attachments: Attachments,
): { figure: ItemFigure } | { problem: string } {
  let path = src.trim();
  try {
    path = decodeURIComponent(path);
  } catch {
    // a name with a stray % is looked up as written
  }
  if (/^(https?:|data:)/i.test(path))
    return { problem: `image: "${src}" is a web address; put the picture in the .zip and name its file` };
  const exact = attachments.get(normalPath(path));
  const byName = exact ?? [...attachments.entries()].find(([name]) => baseName(name) === baseName(path))?.[1];
  if (!byName)
    return {
      problem: `image: the file "${src}" is not in the upload (upload a .zip holding the file and its pictures)`,
    };
  return { figure: { name: baseName(path), alt: alt.trim(), bytes: byName } };
}

const IMG_TAG = /<img\b[^>]*>/i;
const attribute = (tag: string, name: string) => {
  const found = tag.match(new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, "i"));
  return found ? htmlToText(found[2] ?? found[3] ?? "") : undefined;
};

/** The first <img> in some HTML: its src and alt, or undefined when there is none. */
export function firstImage(html: string): { src: string; alt: string } | undefined {
  const tag = html.match(IMG_TAG)?.[0];
  if (!tag) return undefined;
  const src = attribute(tag, "src");
  return src === undefined ? undefined : { src, alt: attribute(tag, "alt") ?? "" };
}

/** The note a format without pictures adds, when some items had one. */
export function figuresNotCarried(items: readonly ExchangeItem[], format: string): string[] {
  const count = items.filter((item) => item.figure).length;
  return count > 0 ? [`the picture of ${countOf(count, "question")} (${format} has no images)`] : [];
}

/** Each figure's file under a folder of the archive, one per name. */
export function figureFiles(items: readonly ExchangeItem[], folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const item of items) if (item.figure) files.set(`${folder}${item.figure.name}`, item.figure.bytes);
  return files;
}
