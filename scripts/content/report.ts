import { formatProblem, type ContentProblem } from "./content-error.ts";

/**
 * The errors an editor must fix, one line each, in the order the check found them. `npm run content:check`
 * and the preview's overlay both print this list, so they always agree
 * (docs/decisions/0240-one-error-once-in-the-preview.md).
 */
export function errorLines(problems: readonly ContentProblem[]): string[] {
  return problems.filter((problem) => problem.severity === "error").map(formatProblem);
}

/** Prints every problem, errors first, and says how many; returns whether the content may be published. */
export function reportProblems(problems: ContentProblem[], log = console.error): boolean {
  const errors = errorLines(problems);
  const warnings = problems.filter((problem) => problem.severity === "warning").map(formatProblem);
  for (const line of [...errors, ...warnings]) log(line);
  if (errors.length) {
    log(`\n${errors.length} error(s) in content/. Fix them and run the check again: npm run content:check`);
  }
  return errors.length === 0;
}
