import fs from "node:fs";
import path from "node:path";
import ts from "typescript-compiler-api";

/**
 * Every English error message the server can send, read from the source: the messages thrown with
 * badRequest/notFound/forbidden/conflict/unauthorized/new AppError (string constants, templates and the
 * functions that build them followed to their texts), the rate limits' messages, and the zod texts of
 * the contract (`error:`, `message:`, and the texts given to checks such as `.min(1, "…")`), and the
 * error handler's own (its `*_MESSAGES` tables, the helpers' default messages).
 * A value built in at run time reads as `{}`. A message whose source cannot be followed is reported
 * in `unresolved` with its place, so a new kind of throw is seen rather than skipped.
 */
export interface CollectedMessages {
  /** English templates with `{}` for each value, each with where it was found. */
  messages: Map<string, string>;
  /** `file:line expression` of throw sites whose message could not be followed. */
  unresolved: string[];
}

const ERROR_CALLS = new Set(["badRequest", "notFound", "forbidden", "conflict", "unauthorized"]);
const ZOD_CHECKS = new Set([
  "min",
  "max",
  "int",
  "positive",
  "nonnegative",
  "regex",
  "length",
  "refine",
  "superRefine",
  "datetime",
  "email",
  "url",
  "gte",
  "lte",
  "gt",
  "lt",
  "multipleOf",
  "finite",
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `null` or `undefined`: no message. */
const isNothing = (node: ts.Expression) =>
  node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === "undefined");

type Declaration = { node: ts.Node; file: ts.SourceFile };

export function collectErrorMessages(root: string): CollectedMessages {
  const files = ["src/server", "src/shared", "src/domain"]
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .filter((file) => !file.includes(`${path.sep}test-support${path.sep}`))
    .map((file) => ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true));

  // Top-level const and function declarations by name (a name declared in the file itself wins).
  const global = new Map<string, Declaration[]>();
  const local = new Map<ts.SourceFile, Map<string, ts.Node>>();
  for (const file of files) {
    const own = new Map<string, ts.Node>();
    const add = (name: string, node: ts.Node) => {
      own.set(name, node);
      global.set(name, [...(global.get(name) ?? []), { node, file }]);
    };
    for (const statement of file.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name) add(statement.name.text, statement);
      if (ts.isVariableStatement(statement))
        for (const d of statement.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.initializer) add(d.name.text, d.initializer);
    }
    local.set(file, own);
  }
  const lookUp = (name: string, file: ts.SourceFile): Declaration | undefined => {
    const own = local.get(file)?.get(name);
    if (own) return { node: own, file };
    const found = global.get(name) ?? [];
    return found.length === 1 ? found[0] : undefined;
  };

  /** A const declared in a block around `node` (a function's own `const problem = …`). */
  const lookUpLocal = (id: ts.Identifier): ts.Node | undefined => {
    for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
      if (!ts.isBlock(scope)) continue;
      for (const statement of scope.statements)
        if (ts.isVariableStatement(statement))
          for (const d of statement.declarationList.declarations)
            if (ts.isIdentifier(d.name) && d.name.text === id.text && d.initializer) return d.initializer;
    }
    return undefined;
  };

  const messages = new Map<string, string>();
  const unresolved: string[] = [];
  const place = (node: ts.Node, file: ts.SourceFile) =>
    `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  /** The texts an expression can be, or null when one of them cannot be followed. */
  function texts(node: ts.Node, file: ts.SourceFile, seen = new Set<ts.Node>()): string[] | null {
    if (seen.has(node)) return null;
    seen.add(node);
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
      return texts(node.expression, file, seen);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node)) {
      let results = [node.head.text];
      for (const span of node.templateSpans) {
        // A value that can only be some texts (a constant, a choice of words) is spelled out; any other reads as {}.
        const parts = texts(span.expression, file, new Set(seen)) ?? ["{}"];
        results = results.flatMap((r) => parts.map((part) => r + part + span.literal.text));
      }
      return results;
    }
    // A branch that is no text at all (`ok ? null : "must …"`) adds nothing.
    if (isNothing(node as ts.Expression)) return [];
    if (ts.isConditionalExpression(node)) {
      const a = texts(node.whenTrue, file, seen);
      const b = texts(node.whenFalse, file, seen);
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      const a = texts(node.left, file, seen);
      const b = texts(node.right, file, seen);
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const a = texts(node.left, file, seen);
      const b = texts(node.right, file, seen);
      return a && b ? a.flatMap((x) => b.map((y) => x + y)) : null;
    }
    if (ts.isIdentifier(node)) {
      const own = lookUpLocal(node);
      if (own) return texts(own, file, seen);
      const found = lookUp(node.text, file);
      return found ? texts(found.node, found.file, seen) : null;
    }
    // A constant table's entry (TYPE_NAMES[owner]): any of its values.
    if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const found = lookUp(node.expression.text, file);
      if (!found || !ts.isObjectLiteralExpression(found.node)) return null;
      const values = found.node.properties.map((p) =>
        ts.isPropertyAssignment(p) ? texts(p.initializer, found.file, new Set(seen)) : null,
      );
      return values.every((v) => v !== null) ? (values.flat() as string[]) : null;
    }
    // A field of what a function answers (problem.message for `const problem = liveWindowProblem(…)`).
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const own = lookUpLocal(node.expression);
      if (own && ts.isCallExpression(own) && ts.isIdentifier(own.expression)) {
        const found = lookUp(own.expression.text, file);
        return found ? returnedProperty(found.node, node.name.text, found.file, seen) : null;
      }
      return null;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const found = lookUp(node.expression.text, file);
      return found ? returned(found.node, found.file, seen) : null;
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node))
      return returned(node, file, seen);
    return null;
  }

  /** What a function returns, when every return is a text. */
  function returned(node: ts.Node, file: ts.SourceFile, seen: Set<ts.Node>): string[] | null {
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return texts(node.body, file, seen);
    if (!(ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)))
      return null;
    const results: string[] = [];
    let ok = true;
    const visit = (n: ts.Node) => {
      if (n !== node && (ts.isFunctionLike(n) || ts.isClassLike(n))) return;
      if (ts.isReturnStatement(n) && n.expression && !isNothing(n.expression)) {
        const t = texts(n.expression, file, new Set(seen));
        if (t) results.push(...t);
        else ok = false;
      }
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(node, visit);
    return ok && results.length > 0 ? results : null;
  }

  /** The texts of one property of the object literals a function returns. */
  function returnedProperty(
    node: ts.Node,
    name: string,
    file: ts.SourceFile,
    seen: Set<ts.Node>,
  ): string[] | null {
    const results: string[] = [];
    let ok = true;
    const visit = (n: ts.Node) => {
      if (n !== node && (ts.isFunctionLike(n) || ts.isClassLike(n))) return;
      if (ts.isReturnStatement(n) && n.expression && ts.isObjectLiteralExpression(n.expression)) {
        const property = n.expression.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(file) === name,
        );
        const t = property ? texts(property.initializer, file, new Set(seen)) : null;
        if (t) results.push(...t);
        else ok = false;
      }
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(node, visit);
    return ok && results.length > 0 ? results : null;
  }

  const add = (node: ts.Node, file: ts.SourceFile, values: string[] | null) => {
    if (!values) unresolved.push(`${place(node, file)} ${node.getText(file)}`);
    else for (const value of values) if (!messages.has(value)) messages.set(value, place(node, file));
  };

  for (const file of files) {
    const contract =
      file.fileName.includes(`src${path.sep}shared${path.sep}contract${path.sep}`) &&
      !file.fileName.endsWith("field-label.ts");
    const rateLimits = file.fileName.endsWith(path.join("http", "rate-limit.ts"));
    const handler = file.fileName.endsWith(path.join("http", "errors.ts"));
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        ERROR_CALLS.has(node.expression.text)
      ) {
        const [message] = node.arguments;
        if (message) add(message, file, texts(message, file));
      }
      if (
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "AppError"
      ) {
        const message = node.arguments?.[1];
        if (message) add(message, file, texts(message, file));
      }
      if (
        (contract || rateLimits) &&
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        (node.name.text === "message" || (contract && node.name.text === "error"))
      ) {
        const value = texts(node.initializer, file);
        // `message: z.string()` is a response field, not a text.
        if (value || !ts.isCallExpression(node.initializer)) add(node.initializer, file, value);
      }
      if (
        contract &&
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ZOD_CHECKS.has(node.expression.name.text)
      ) {
        for (const arg of node.arguments
          .slice(1)
          .concat(node.expression.name.text === "int" ? node.arguments : []))
          if (
            ts.isStringLiteral(arg) ||
            ts.isTemplateExpression(arg) ||
            ts.isNoSubstitutionTemplateLiteral(arg)
          )
            add(arg, file, texts(arg, file));
      }
      // The error handler's own texts: its message tables and the helpers' default messages.
      if (handler && ts.isVariableDeclaration(node) && node.name.getText(file).endsWith("_MESSAGES")) {
        const table = node.initializer;
        if (table && ts.isObjectLiteralExpression(table))
          for (const p of table.properties)
            if (ts.isPropertyAssignment(p)) add(p.initializer, file, texts(p.initializer, file));
      }
      if (handler && ts.isParameter(node) && node.initializer)
        add(node.initializer, file, texts(node.initializer, file));
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { messages, unresolved };
}
