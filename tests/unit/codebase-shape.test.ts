import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Rules of the codebase's shape (docs/decisions/0150): server-only modules are named `*.server.ts`,
 * there are no barrel files, and comments point at docs/decisions/, not at documents outside the
 * repository. And no component function is longer than 80 lines (docs/decisions/0370).
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST = /\.test\.tsx?$|\.fixture\.ts$/;

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name) && !entry.parentPath.includes("node_modules"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"));
}

/** Block comments, and line comments that are not part of a URL. */
function commentsIn(source: string): string[] {
  return source.match(/\/\*[\s\S]*?\*\/|(?<![:"'`\w\\])\/\/.*$/gm) ?? [];
}

/** A document outside the repository named as the reason: the old product brief or its decision list. */
const OUTSIDE_DOCUMENT = /\b[Ss]pecification\b|\bspec\s*§|\bDECISIONS\b/;

/** A component is split once its function passes this many lines, from `function` to its closing brace. */
const COMPONENT_LINES = 80;

/** The name a function is known by: its own, else the variable it is assigned to, directly or through memo(…) or forwardRef(…). */
function nameOf(node: ts.FunctionLikeDeclaration): string | undefined {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  let parent = node.parent;
  if (ts.isCallExpression(parent)) parent = parent.parent;
  return ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : undefined;
}

function hasJsx(node: ts.Node): boolean {
  return ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node) || ts.forEachChild(node, hasJsx) === true;
}

/**
 * What in a feature's entry is more than a re-export: each statement must be `export { named } from "./module"`, a
 * function that imports a module when called, or a type-only import (erased). The client build takes entries as free of side effects (vite.config.ts),
 * so an entry that ran code of its own would lose it there.
 */
function reExportsOnly(file: string): string[] {
  const isImportCall = (node: ts.Node) => ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
  const tree = ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
  const lazyImport = (statement: ts.Statement) =>
    ts.isVariableStatement(statement) &&
    statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) === true &&
    statement.declarationList.declarations.every(
      ({ initializer }) =>
        initializer !== undefined &&
        ts.isArrowFunction(initializer) &&
        isImportCall(ts.isAsExpression(initializer.body) ? initializer.body.expression : initializer.body),
    );
  const named = (statement: ts.Statement) =>
    ts.isExportDeclaration(statement) &&
    statement.moduleSpecifier !== undefined &&
    statement.exportClause !== undefined &&
    ts.isNamedExports(statement.exportClause);
  // A type-only import is erased: it names a lazily imported module's type.
  const typeOnly = (statement: ts.Statement) => ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly === true;
  return tree.statements
    .filter((statement) => !named(statement) && !lazyImport(statement) && !typeOnly(statement))
    .map((statement) => statement.getText().slice(0, 60));
}

/**
 * Every component function in a module longer than COMPONENT_LINES: a function that renders JSX and is named in
 * PascalCase (as React requires of a component), or is a module's anonymous default export.
 */
function longComponents(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)) {
      const name = nameOf(node);
      const defaultExport = ts.isFunctionDeclaration(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if ((name ? /^[A-Z]/.test(name) : defaultExport) && node.body && hasJsx(node.body)) {
        const first = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line;
        const lines = tree.getLineAndCharacterOfPosition(node.getEnd()).line - first + 1;
        if (lines > COMPONENT_LINES) found.push(`${file}:${first + 1} ${name ?? "default export"} has ${lines} lines`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe("the shape of the codebase", () => {
  it("every non-test module under src/server and any server/ folder of src is named *.server.ts(x)", () => {
    const serverFiles = filesUnder("src").filter((file) => /^src\/(server\/|.+\/server\/)/.test(file));
    expect(serverFiles.length).toBeGreaterThan(50);
    // A declaration file is named the same way: server-build.server.d.ts.
    const misnamed = serverFiles.filter((file) => !TEST.test(file) && !/\.server(\.d)?\.tsx?$/.test(file));
    expect(misnamed).toEqual([]);
  });

  it("there is no index.ts barrel under src: importers name the module they need, or a feature's entry", async () => {
    // A feature's entries are its public API, not barrels (docs/decisions/0541): eslint.config.js names them.
    const { FEATURE_ENTRIES } = (await import(pathToFileURL(join(root, "eslint.config.js")).href)) as { FEATURE_ENTRIES: string[] };
    const isEntry = (file: string) =>
      FEATURE_ENTRIES.some((entry) => new RegExp(`^src/features/[^/]+/${entry.replaceAll(".", "\\.")}$`).test(file));
    expect(filesUnder("src").filter((file) => /(^|\/)index(\.server)?\.tsx?$/.test(file) && !isEntry(file))).toEqual([]);
    const entries = filesUnder("src").filter(isEntry);
    expect(entries.length).toBeGreaterThanOrEqual(14);
    for (const file of entries) expect(reExportsOnly(file), file).toEqual([]);
  });

  it("comments cite records in docs/decisions/, never an outside specification or DECISIONS file", () => {
    const rootConfigs = readdirSync(root).filter((file) => CODE.test(file));
    const cited = [...filesUnder("src"), ...filesUnder("scripts"), ...filesUnder("tests"), ...rootConfigs].flatMap((file) =>
      commentsIn(readFileSync(join(root, file), "utf8"))
        .filter((comment) => OUTSIDE_DOCUMENT.test(comment))
        .map((comment) => `${file}: ${comment.slice(0, 80)}`),
    );
    expect(cited).toEqual([]);
  });

  it(`no component function in src/ is longer than ${COMPONENT_LINES} lines: split it into parts with names`, () => {
    const long = filesUnder("src")
      .filter((file) => !TEST.test(file))
      .flatMap((file) => longComponents(file, readFileSync(join(root, file), "utf8")));
    expect(long).toEqual([]);
  });

  it("finds long components in every form a component is written, and only components", () => {
    const body = (lines: number) => `{\n  return (\n    <div>\n${"      <p />\n".repeat(lines - 6)}    </div>\n  );\n}`;
    const source = [
      `export function Declared() ${body(81)}`,
      `export function JustShort() ${body(80)}`,
      `const Arrow = () => ${body(81)};`,
      `const Wrapped = memo(function Wrapped() ${body(81)});`,
      `export default function () ${body(81)}`,
      `function helper() ${body(90)}`,
      `function NoMarkup() {\n${"  work();\n".repeat(90)}}`,
    ].join("\n");
    expect(longComponents("x.tsx", source).map((hit) => hit.replace(/^x\.tsx:\d+ /, ""))).toEqual([
      "Declared has 81 lines",
      "Arrow has 81 lines",
      "Wrapped has 81 lines",
      "default export has 81 lines",
    ]);
  });
});
