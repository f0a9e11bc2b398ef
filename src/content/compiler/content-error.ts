/** One problem found in the content, in the shape every check reports: file, place, field, message. */
export interface ContentProblem {
  file: string;
  line: number;
  column: number;
  /** Field path as editors read it, e.g. sections[2].items[0].label; empty for the whole file. */
  field: string;
  message: string;
  severity: "error" | "warning";
}

export function formatProblem(problem: ContentProblem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const field = problem.field ? `${problem.field}: ` : "";
  const label = problem.severity === "warning" ? "warning: " : "";
  return `${where}  ${label}${field}${problem.message}`;
}

export function fieldPath(segments: readonly (string | number)[]): string {
  return segments.reduce<string>(
    (path, segment) => (typeof segment === "number" ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment),
    "",
  );
}
