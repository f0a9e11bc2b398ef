import { formatProblem, type ContentProblem } from "./content-error.ts";

/** Prints every problem, errors first, and says how many; returns whether the content may be published. */
export function reportProblems(problems: ContentProblem[], log = console.error): boolean {
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  for (const problem of [...errors, ...warnings]) log(formatProblem(problem));
  if (errors.length) {
    log(`\n${errors.length} error(s) in content/. Fix them and run the check again: npm run content:check`);
  }
  return errors.length === 0;
}
