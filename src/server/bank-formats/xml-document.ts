import type { XMLParser } from "fast-xml-parser";
import type { FormatProblem } from "./bank-item";

export type XmlNode = Record<string, unknown>;

/** Parses a whole XML file, or names where it stops being well-formed (its line, when the parser says). */
export function parseXmlDocument(
  parser: XMLParser,
  text: string,
): { document: XmlNode; problem?: never } | { document?: never; problem: FormatProblem } {
  try {
    return { document: parser.parse(text, true) as XmlNode };
  } catch (error) {
    const line = /line:? (\d+)/i.exec(String(error))?.[1];
    return { problem: { where: line ? `line ${line}` : "file", message: "the file is not well-formed XML" } };
  }
}
