import { Parser, type LineCounter, type YAMLError } from "yaml";

/** A YAML syntax error as an editor reads it: where the problem starts, in plain words, with the fix. */
export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
}

interface Token {
  type?: string;
  offset?: number;
  source?: string;
  start?: unknown;
  end?: unknown;
}

/**
 * The parser notices an unclosed quote or bracket only where the file ends or the indentation breaks,
 * often many lines later. The syntax tree still knows where the quote or bracket opened: report there.
 */
function unclosedOpenings(text: string): { offset: number; kind: "quote" | "bracket"; char: string }[] {
  const found: { offset: number; kind: "quote" | "bracket"; char: string }[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const token = node as Token;
    if ((token.type === "double-quoted-scalar" || token.type === "single-quoted-scalar") && typeof token.source === "string") {
      const quote = token.source[0] ?? '"';
      const closed =
        token.source.length > 1 && token.source.endsWith(quote) && !(quote === '"' && /(^|[^\\])(\\\\)*\\"$/.test(token.source));
      if (!closed && typeof token.offset === "number") found.push({ offset: token.offset, kind: "quote", char: quote });
    }
    if (token.type === "flow-collection" && typeof token.offset === "number") {
      const ends = Array.isArray(token.end) ? (token.end as Token[]) : [];
      if (!ends.some((end) => end.type === "flow-seq-end" || end.type === "flow-map-end"))
        found.push({ offset: token.offset, kind: "bracket", char: text[token.offset] ?? "[" });
    }
    for (const value of Object.values(token)) if (value && typeof value === "object") visit(value);
  };
  for (const token of new Parser().parse(text)) visit(token);
  return found;
}

/** Explains the first syntax error of a YAML text; later ones are usually echoes of it. */
export function explainYamlError(text: string, error: YAMLError, lineCounter: LineCounter): SyntaxProblem {
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const lines = text.split("\n");
  const first = error.message.split("\n")[0] ?? error.message;
  const [opening] = unclosedOpenings(text);
  if (opening && (error.code === "MISSING_CHAR" || error.code === "BAD_INDENT" || error.code === "UNEXPECTED_TOKEN")) {
    const closing = opening.char === "[" ? "]" : opening.char === "{" ? "}" : opening.char;
    return {
      ...at(opening.offset),
      message:
        opening.kind === "quote"
          ? `this text starts with ${opening.char} but the quote is never closed (add ${opening.char} at the end of the text, or remove the opening one)`
          : `this ${opening.char} list is never closed (add ${closing} at its end, or put the whole text in quotes if it just starts with ${opening.char})`,
    };
  }
  const where = at(error.pos[0]);
  const lineText = lines[where.line - 1] ?? "";
  switch (error.code) {
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY": {
      const value = lineText.replace(/^\s*(-\s+)?[^:]+:\s?/, "");
      if (/: /.test(value))
        return {
          ...where,
          message: `the text contains ": " (a colon and a space), which YAML reads as a new field (put the whole text in quotes)`,
        };
      const nextLine = lines.findIndex((row, index) => index >= where.line && row.trim() !== "") + 1;
      return {
        line: nextLine > 0 ? nextLine : where.line,
        column: 1,
        message: `this line is indented more than the field above it (use the same number of spaces as the fields around it)`,
      };
    }
    case "BAD_INDENT":
      return {
        ...where,
        message: `this line is not lined up with the lines of its group (use the same number of spaces as its neighbours: two per level)`,
      };
    case "TAB_AS_INDENT":
      return { ...where, message: "a tab is used for indentation (use spaces instead: two per level)" };
    case "DUPLICATE_KEY": {
      const key = lineText.trim().replace(/^-\s+/, "").split(":")[0] ?? "";
      return { ...where, message: `the field "${key}" appears twice in the same group (keep one of them)` };
    }
    default:
      return { ...where, message: `${first} (check this line's quotes, colons and indentation against the lines around it)` };
  }
}
