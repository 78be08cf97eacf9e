/**
 * `cn` is plain clsx (see utils.ts): nothing merges Tailwind classes at runtime any more. Two classes of the
 * same group in one class list (bg-blue-700 and bg-orange-700, text-sm and text-base, cursor-pointer and
 * cursor-not-allowed) would leave the look to the order of the rules in the stylesheet. This test reads the
 * client's source, works out every class list `cn(...)` can produce — including the ones a component builds
 * from its defaults and the className, variant, size, tone... its callers pass — and fails when tailwind-merge
 * would drop a class from one of them: give the component a variant or a prop instead, or emit one class of
 * the pair only.
 *
 * The evaluation is static and deliberately simple: string literals, templates, `a ? b : c`, `a && b`,
 * `a || b`, `a ?? b`, consts of the same file, const object literals (`TONES[tone]`, `STYLE[x].bar`),
 * `cva(...)` definitions and the components whose class list is `cn(..., className)`. Anything else counts
 * as contributing no class.
 */
import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript-compiler-api";
import { describe, expect, it } from "vitest";

const MAX_ALTERNATIVES = 512;
/** an expression this evaluator can't follow: it adds no class, and a variant it chooses may be any */
const UNKNOWN = Symbol("unknown");
/** a prop the caller left out, with no default */
const ABSENT = Symbol("absent");
type Alt = string | typeof UNKNOWN | typeof ABSENT;

interface SourceFile {
  readonly name: string;
  readonly sf: ts.SourceFile;
  /** top-level and nested `const x = ...` declarations, by name */
  readonly consts: Map<string, ts.Expression>;
}
/** a prop bound at a call site: its expression and the file it's evaluated in, or no value */
type Binding = { readonly expr: ts.Expression; readonly file: SourceFile } | typeof ABSENT;
interface Scope {
  readonly file: SourceFile;
  readonly props: ReadonlyMap<string, Binding>;
}
interface CvaModel {
  readonly base: string;
  readonly variants: ReadonlyMap<string, ReadonlyMap<string, string>>;
  readonly defaults: ReadonlyMap<string, string>;
}
interface Component {
  readonly file: SourceFile;
  /** a cn(...) call that receives `className` (or another *className prop) */
  readonly call: ts.CallExpression;
  /** destructured props with their defaults */
  readonly defaults: ReadonlyMap<string, ts.Expression | undefined>;
}
interface Conflict {
  readonly file: string;
  readonly line: number;
  readonly classes: string;
  readonly dropped: readonly string[];
}

const CLASS_FUNCTIONS = new Set(["cn", "clsx"]);

function text(alt: Alt): string {
  return typeof alt === "string" ? alt : "";
}

function cap<T>(xs: T[]): T[] {
  return xs.length > MAX_ALTERNATIVES ? xs.slice(0, MAX_ALTERNATIVES) : xs;
}

function unique(xs: Alt[]): Alt[] {
  return [...new Set(xs)];
}

/** every way of joining one alternative of each part */
function product(parts: Alt[][]): Alt[] {
  let combos: string[] = [""];
  for (const alts of parts) {
    combos = cap(combos.flatMap((c) => [...new Set(alts.map(text))].map((a) => `${c} ${a}`)));
  }
  return unique(combos.map((c) => c.trim().replace(/\s+/g, " ")));
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function objectLiteral(
  expr: ts.Expression | undefined,
  scope: Scope,
  depth = 0,
): ts.ObjectLiteralExpression | undefined {
  if (!expr || depth > 8) return undefined;
  const e = skipWrappers(expr);
  if (ts.isObjectLiteralExpression(e)) return e;
  if (ts.isIdentifier(e)) return objectLiteral(scope.file.consts.get(e.text), scope, depth + 1);
  return undefined;
}

function skipWrappers(expr: ts.Expression): ts.Expression {
  let e = expr;
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isTypeAssertionExpression(e)
  ) {
    e = e.expression;
  }
  return e;
}

/** the values of an object literal's properties (all of them, or the one named) */
function members(obj: ts.ObjectLiteralExpression, name?: string): ts.Expression[] {
  const out: ts.Expression[] = [];
  for (const p of obj.properties) {
    if (!ts.isPropertyAssignment(p)) continue;
    if (name === undefined || propertyName(p.name) === name) out.push(p.initializer);
  }
  return out;
}

class Evaluator {
  readonly cva = new Map<string, CvaModel>();
  readonly components = new Map<string, Component[]>();
  private depth = 0;

  /** every class string `expr` can evaluate to */
  alts(expr: ts.Expression | undefined, scope: Scope): Alt[] {
    if (!expr) return [ABSENT];
    if (this.depth > 40) return [UNKNOWN];
    this.depth++;
    try {
      return cap(unique(this.evaluate(skipWrappers(expr), scope)));
    } finally {
      this.depth--;
    }
  }

  private evaluate(e: ts.Expression, scope: Scope): Alt[] {
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
    if (ts.isTemplateExpression(e)) {
      // a template glues its parts together, no space between
      let combos: string[] = [e.head.text];
      for (const span of e.templateSpans) {
        const values = [...new Set(this.alts(span.expression, scope).map(text))];
        combos = cap(combos.flatMap((c) => values.map((v) => `${c}${v}${span.literal.text}`)));
      }
      return combos;
    }
    if (ts.isConditionalExpression(e))
      return [...this.alts(e.whenTrue, scope), ...this.alts(e.whenFalse, scope)];
    if (ts.isBinaryExpression(e)) {
      const op = e.operatorToken.kind;
      if (op === ts.SyntaxKind.AmpersandAmpersandToken) return [...this.alts(e.right, scope), ""];
      if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
        return [...this.alts(e.left, scope), ...this.alts(e.right, scope)];
      }
      return [UNKNOWN];
    }
    if (ts.isIdentifier(e)) {
      if (e.text === "undefined") return [ABSENT];
      const bound = scope.props.get(e.text);
      if (bound !== undefined)
        return bound === ABSENT
          ? [ABSENT]
          : this.alts(bound.expr, { ...scope, file: bound.file, props: new Map() });
      const value = scope.file.consts.get(e.text);
      return value ? this.alts(value, scope) : [UNKNOWN];
    }
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) return this.access(e, scope);
    if (ts.isCallExpression(e)) {
      const callee = e.expression.getText(scope.file.sf);
      if (CLASS_FUNCTIONS.has(callee)) return product(e.arguments.map((a) => this.alts(a, scope)));
      const model = this.cva.get(callee);
      if (model) return this.evaluateCva(model, e.arguments[0], scope);
      return [UNKNOWN];
    }
    if (ts.isArrayLiteralExpression(e)) return product(e.elements.map((a) => this.alts(a, scope)));
    return [UNKNOWN];
  }

  /** OBJ.key, OBJ[expr], OBJ[expr].key... on const object literals */
  private access(e: ts.PropertyAccessExpression | ts.ElementAccessExpression, scope: Scope): Alt[] {
    const values = this.memberValues(e, scope);
    if (!values) return [UNKNOWN];
    return values.flatMap((v) => this.alts(v, scope));
  }

  private memberValues(e: ts.Expression, scope: Scope): ts.Expression[] | undefined {
    const x = skipWrappers(e);
    if (ts.isIdentifier(x)) {
      const value = scope.file.consts.get(x.text);
      return value ? [value] : undefined;
    }
    if (ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x)) {
      const owners = this.memberValues(x.expression, scope);
      if (!owners) return undefined;
      let key: Alt[] | undefined;
      if (ts.isPropertyAccessExpression(x)) key = [x.name.text];
      else key = this.alts(x.argumentExpression, scope);
      const out: ts.Expression[] = [];
      for (const owner of owners) {
        const obj = objectLiteral(owner, scope);
        if (!obj) return undefined;
        const named = key.filter((k): k is string => typeof k === "string");
        // a key this evaluator can't tell: any of the object's values
        if (named.length !== key.length || named.length === 0) out.push(...members(obj));
        else for (const k of named) out.push(...members(obj, k));
      }
      return out;
    }
    return undefined;
  }

  private evaluateCva(model: CvaModel, arg: ts.Expression | undefined, scope: Scope): Alt[] {
    const given = arg ? objectLiteral(arg, scope) : undefined;
    const parts: Alt[][] = [[model.base]];
    for (const [variant, options] of model.variants) {
      let chosen: Alt[] = [ABSENT];
      if (given) {
        for (const p of given.properties) {
          if (ts.isPropertyAssignment(p) && propertyName(p.name) === variant)
            chosen = this.alts(p.initializer, scope);
          if (ts.isShorthandPropertyAssignment(p) && p.name.text === variant)
            chosen = this.alts(p.name, scope);
        }
      } else if (arg) {
        chosen = [UNKNOWN];
      }
      const classes = new Set<string>();
      for (const c of chosen) {
        if (c === UNKNOWN) for (const v of options.values()) classes.add(v);
        else {
          const key = c === ABSENT || c === "" ? model.defaults.get(variant) : c;
          const v = key === undefined ? undefined : options.get(key);
          classes.add(v ?? "");
        }
      }
      parts.push([...classes]);
    }
    // cva appends its `className` (or `class`) argument
    for (const p of given?.properties ?? []) {
      if (ts.isPropertyAssignment(p) && ["className", "class"].includes(propertyName(p.name) ?? "")) {
        parts.push(this.alts(p.initializer, scope));
      }
    }
    return product(parts);
  }

  /** `const x = cva("base", { variants: {...}, defaultVariants: {...} })` */
  learnCva(name: string, call: ts.CallExpression, scope: Scope): void {
    const base = this.alts(call.arguments[0], scope).map(text).join(" ");
    const config = objectLiteral(call.arguments[1], scope);
    const variants = new Map<string, Map<string, string>>();
    const defaults = new Map<string, string>();
    for (const section of config?.properties ?? []) {
      if (!ts.isPropertyAssignment(section)) continue;
      const obj = objectLiteral(section.initializer, scope);
      if (!obj) continue;
      for (const p of obj.properties) {
        if (!ts.isPropertyAssignment(p)) continue;
        const key = propertyName(p.name);
        if (key === undefined) continue;
        if (propertyName(section.name) === "variants") {
          const options = new Map<string, string>();
          for (const o of objectLiteral(p.initializer, scope)?.properties ?? []) {
            if (!ts.isPropertyAssignment(o)) continue;
            const optionName = propertyName(o.name);
            if (optionName !== undefined)
              options.set(optionName, this.alts(o.initializer, scope).map(text).join(" "));
          }
          variants.set(key, options);
        }
        if (propertyName(section.name) === "defaultVariants") {
          const v = skipWrappers(p.initializer);
          if (ts.isStringLiteral(v)) defaults.set(key, v.text);
        }
      }
    }
    this.cva.set(name, { base, variants, defaults });
  }
}

function parse(name: string, source: string): SourceFile {
  const sf = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const consts = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      node.parent.flags & ts.NodeFlags.Const
    ) {
      consts.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { name, sf, consts };
}

/** A component whose class list is `cn(..., className)`: its name, destructured props and that call. */
function learnComponents(file: SourceFile, evaluator: Evaluator): void {
  const consider = (name: string, fn: ts.SignatureDeclaration & { body?: ts.Node }) => {
    const param = fn.parameters[0];
    if (!param || !ts.isObjectBindingPattern(param.name) || !fn.body) return;
    const defaults = new Map<string, ts.Expression | undefined>();
    for (const el of param.name.elements) {
      if (ts.isIdentifier(el.name) && !el.dotDotDotToken) defaults.set(el.name.text, el.initializer);
    }
    // className, or another class prop (controlClassName...)
    const classProps = [...defaults.keys()].filter((k) => /className$/i.test(k));
    if (classProps.length === 0) return;
    const find = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        CLASS_FUNCTIONS.has(node.expression.getText(file.sf)) &&
        node.arguments.some((a) => ts.isIdentifier(a) && classProps.includes(a.text))
      ) {
        const list = evaluator.components.get(name) ?? [];
        list.push({ file, call: node, defaults });
        evaluator.components.set(name, list);
      }
      ts.forEachChild(node, find);
    };
    find(fn.body);
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) consider(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      // const X = (...) => ..., const X = forwardRef((...) => ...), memo(...)
      let init = skipWrappers(node.initializer);
      while (ts.isCallExpression(init) && init.arguments[0]) init = skipWrappers(init.arguments[0]);
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) consider(node.name.text, init);
    }
    ts.forEachChild(node, visit);
  };
  visit(file.sf);
}

function lineOf(file: SourceFile, node: ts.Node): number {
  return file.sf.getLineAndCharacterOfPosition(node.getStart(file.sf)).line + 1;
}

/** Every class list the sources can build in which tailwind-merge would drop a class. */
function findConflicts(sources: ReadonlyArray<{ name: string; text: string }>): Conflict[] {
  const files = sources.map((s) => parse(s.name, s.text));
  const evaluator = new Evaluator();
  for (const file of files) {
    for (const [name, init] of file.consts) {
      const call = skipWrappers(init);
      if (ts.isCallExpression(call) && call.expression.getText(file.sf) === "cva") {
        evaluator.learnCva(name, call, { file, props: new Map() });
      }
    }
  }
  for (const file of files) learnComponents(file, evaluator);

  const found = new Map<string, Conflict>();
  const check = (file: SourceFile, node: ts.Node, alternatives: Alt[]) => {
    for (const alt of alternatives) {
      const classes = text(alt).trim().replace(/\s+/g, " ");
      if (!classes) continue;
      const kept = new Set(twMerge(classes).split(" "));
      const dropped = [...new Set(classes.split(" "))].filter((c) => !kept.has(c));
      if (dropped.length === 0) continue;
      const line = lineOf(file, node);
      found.set(`${file.name}:${line}:${classes}`, { file: file.name, line, classes, dropped });
    }
  };

  for (const file of files) {
    const visit = (node: ts.Node) => {
      // a cn(...) call on its own: whatever its parts can be (props unknown)
      if (ts.isCallExpression(node) && CLASS_FUNCTIONS.has(node.expression.getText(file.sf))) {
        check(file, node, evaluator.alts(node, { file, props: new Map() }));
      }
      // a cva call on its own (className={buttonVariants({ size: "lg" })}): its base and the variants chosen
      if (ts.isCallExpression(node) && evaluator.cva.has(node.expression.getText(file.sf))) {
        check(file, node, evaluator.alts(node, { file, props: new Map() }));
      }
      // <Component prop=... className=...>: the component's class list with these props
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        for (const component of evaluator.components.get(node.tagName.getText(file.sf)) ?? []) {
          const props = new Map<string, Binding>();
          for (const [name, fallback] of component.defaults) {
            props.set(name, fallback ? { expr: fallback, file: component.file } : ABSENT);
          }
          for (const attr of node.attributes.properties) {
            if (!ts.isJsxAttribute(attr)) continue;
            const name = attr.name.getText(file.sf);
            const init = attr.initializer;
            if (!init) continue;
            const expr = ts.isJsxExpression(init) ? init.expression : init;
            if (expr) props.set(name, { expr, file });
          }
          check(file, node, evaluator.alts(component.call, { file: component.file, props }));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file.sf);
  }
  return [...found.values()];
}

function clientSources(): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        out.push({ name: p.split(path.sep).join("/"), text: fs.readFileSync(p, "utf8") });
      }
    }
  };
  walk("src/client");
  return out;
}

const format = (c: Conflict) => `${c.file}:${c.line} drops ${c.dropped.join(" ")} from "${c.classes}"`;

describe("class lists", () => {
  it("catches a default that a caller's className overrides, and an either/or written as two &&s", () => {
    const conflicts = findConflicts([
      {
        name: "example.tsx",
        text: `
          const buttonVariants = cva("inline-flex rounded-lg", {
            variants: { variant: { default: "bg-blue-700 text-white", outline: "border bg-white" } },
            defaultVariants: { variant: "default" },
          });
          function Button({ className, variant, ...props }) {
            return <button className={cn(buttonVariants({ variant }), className)} {...props} />;
          }
          const TONES = { calm: "bg-slate-50", loud: "bg-red-50" };
          function Box({ className, tone = "calm" }) {
            return <div className={cn("rounded p-4", TONES[tone], className)} />;
          }
          export const a = <Button className="bg-orange-700">Save &amp; mark</Button>;
          export const b = <Button variant="outline" className="mt-2">fine</Button>;
          export const c = <Box tone="loud" className="p-6" />;
          export const d = (readOnly: boolean) => cn("cursor-pointer", readOnly && "cursor-not-allowed");
          export const e = (readOnly: boolean) => cn(readOnly ? "cursor-not-allowed" : "cursor-pointer");
          export const f = <a className={buttonVariants({ variant: "outline", className: "bg-slate-50" })} />;
        `,
      },
    ]);
    expect(conflicts.map((c) => [c.line, c.dropped])).toEqual([
      [13, ["bg-blue-700"]],
      [15, ["p-4"]],
      [16, ["cursor-pointer"]],
      [18, ["bg-white"]],
    ]);
  });

  it("in src/client never hold two classes of the same group (cn doesn't merge them)", () => {
    expect(findConflicts(clientSources()).map(format)).toEqual([]);
  });
});
