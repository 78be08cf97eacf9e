import ts from "typescript-compiler-api";

/** JSX attributes a user reads or hears (a screen reader reads aria-label, title and alt). */
const READ_ATTRIBUTES = new Set(["aria-label", "title", "alt", "placeholder", "label", "aria-description"]);
/** Object properties that end up on screen: a toast's title and description, a link's label. */
const READ_PROPERTIES = new Set(["title", "description", "label", "message", "heading"]);
const HAS_LETTERS = /[A-Za-z]{2,}/;

export type LiteralString = { line: number; text: string };

/**
 * English a user would see written straight into a component: JSX text, and string literals given
 * to attributes people read (aria-label, title, alt, placeholder, label), and to object properties
 * that reach the screen (a toast's title and description, a menu item's label). Everything a user reads
 * comes from a catalogue instead (src/client/i18n/locales).
 */
export function findLiteralStrings(fileName: string, source: string): LiteralString[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralString[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_LETTERS.test(node.text)) add(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression
            : null;
      if (literal && HAS_LETTERS.test(literal.text)) add(literal, literal.text);
    }
    if (
      ts.isPropertyAssignment(node) &&
      READ_PROPERTIES.has(node.name.getText(file)) &&
      ts.isStringLiteralLike(node.initializer) &&
      HAS_LETTERS.test(node.initializer.text)
    )
      add(node.initializer, node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
