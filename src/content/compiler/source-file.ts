import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from "yaml";
import { explainYamlError } from "./yaml-syntax-error.ts";

/** A parsed content file that still knows where each value came from, so errors can name a line. */
export interface SourceFile {
  /** Path as shown to editors, relative to the project, e.g. content/pages/home.yaml. */
  path: string;
  data: unknown;
  /** Markdown body after the front matter (articles only). */
  body?: string;
  /** The line the body starts on. */
  bodyLine?: number;
  locate(path: (string | number)[], keyOfLast?: boolean): { line: number; column: number };
  syntaxErrors: { line: number; column: number; message: string }[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function readSourceFile(absolutePath: string, projectRoot: string): SourceFile {
  const text = readFileSync(absolutePath, "utf8");
  const shownPath = relative(projectRoot, absolutePath);
  if (absolutePath.endsWith(".md")) {
    const match = FRONT_MATTER.exec(text);
    if (!match) {
      return {
        path: shownPath,
        data: undefined,
        body: text,
        locate: () => ({ line: 1, column: 1 }),
        syntaxErrors: [
          {
            line: 1,
            column: 1,
            message: "the file must start with front matter between two lines of --- (copy the top of another article)",
          },
        ],
      };
    }
    // The front matter starts on line 2, after the opening ---.
    return { ...fromYaml(shownPath, match[1] ?? "", 1, text.slice(match[0].length)), bodyLine: match[0].split("\n").length };
  }
  return fromYaml(shownPath, text, 0);
}

function fromYaml(path: string, yamlText: string, lineOffset: number, body?: string): SourceFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  return {
    path,
    data: doc.errors.length ? undefined : doc.toJS(),
    body,
    locate: (segments, keyOfLast = false) => position(findOffset(doc, segments, keyOfLast)),
    // The first error is explained where its problem starts; the rest are usually its echoes.
    syntaxErrors: doc.errors.slice(0, 1).map((error) => {
      const { line, column, message } = explainYamlError(yamlText, error, lineCounter);
      return { line: line + lineOffset, column, message };
    }),
  };
}

/** The offset of the deepest node that exists along the path (the parent when a field is missing). */
function findOffset(doc: Document, segments: (string | number)[], keyOfLast: boolean): number {
  let node: Node | null | undefined = doc.contents;
  let offset = node?.range?.[0] ?? 0;
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === segment);
      if (!pair) return offset;
      if (last && keyOfLast && isScalar(pair.key)) return pair.key.range?.[0] ?? offset;
      node = pair.value as Node | null;
      offset = node?.range?.[0] ?? (isScalar(pair.key) ? (pair.key.range?.[0] ?? offset) : offset);
    } else if (isSeq(node) && typeof segment === "number") {
      node = node.items[segment] as Node | undefined;
      if (!node) return offset;
      offset = node.range?.[0] ?? offset;
    } else {
      return offset;
    }
  }
  return offset;
}
