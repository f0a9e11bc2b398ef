import { fieldPath, type ContentProblem } from "./content-error.ts";
import type { SourceFile } from "./source-file.ts";

const TODO = /\bTODO\b/;

/** Every TODO left by npm run content:new, one problem per field (and one for an article body). */
export function scaffoldPlaceholders(source: SourceFile): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") {
      if (TODO.test(value)) problems.push(placeholder(source, path, value));
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(source.data, []);
  if (source.body !== undefined && TODO.test(source.body)) {
    const row = source.body.split("\n").findIndex((line) => TODO.test(line));
    problems.push({
      file: source.path,
      line: (source.bodyLine ?? 1) + Math.max(0, row),
      column: 1,
      field: "",
      message: "the article still has the placeholder from npm run content:new (write the article in place of the TODO line)",
      severity: "error",
    });
  }
  return problems;
}

function placeholder(source: SourceFile, path: (string | number)[], value: string): ContentProblem {
  const hint = value.replace(/^.*?\bTODO\b:?\s*/, "").trim();
  return {
    file: source.path,
    ...source.locate(path),
    field: fieldPath(path),
    message: `still has the placeholder from npm run content:new (replace TODO with real text${hint ? `: ${hint}` : ""})`,
    severity: "error",
  };
}

/** Schema complaints about a placeholder's own value (its length, form or type) or its oneOf group. */
export function withoutPlaceholderEchoes(problems: ContentProblem[], placeholders: ContentProblem[]): ContentProblem[] {
  const fields = placeholders.map((problem) => problem.field).filter(Boolean);
  if (!fields.length) return problems;
  return problems.filter(
    (problem) =>
      !fields.some(
        (field) =>
          problem.field === field ||
          problem.field.startsWith(`${field}.`) ||
          problem.field.startsWith(`${field}[`) ||
          (field.startsWith(`${problem.field}.`) && problem.message.startsWith("does not match any allowed form")),
      ),
  );
}
