import { formatProblem, type ContentProblem } from "./content-error.ts";
import { pathFrom } from "./path-from.ts";

/**
 * The errors an editor must fix, one line each, in the order the check found them. `npm run content:check`
 * and the preview's overlay both print this list, so they always agree
 * (docs/decisions/0240-one-error-once-in-the-preview.md).
 */
export function errorLines(problems: readonly ContentProblem[]): string[] {
  return problems.filter((problem) => problem.severity === "error").map(formatProblem);
}

/** The folder checked, relative to the current folder when inside it (`content/`), else in full. */
function folderName(contentDir: string): string {
  return `${pathFrom(process.cwd(), contentDir) || "."}/`;
}

/**
 * Prints every problem, errors first, and says how many and where; returns whether the content may be
 * published. `contentDir` is the folder checked when it is not the project's content/.
 */
export function reportProblems(
  problems: ContentProblem[],
  { contentDir, log = console.error }: { contentDir?: string; log?: (line: string) => void } = {},
): boolean {
  const errors = errorLines(problems);
  const warnings = problems.filter((problem) => problem.severity === "warning").map(formatProblem);
  for (const line of [...errors, ...warnings]) log(line);
  if (errors.length) {
    // The default keeps its short form; another folder is named, and given to the command that checks it again.
    const folder = contentDir === undefined ? "content/" : folderName(contentDir);
    const again =
      contentDir === undefined ? "npm run content:check" : `npm run content:check -- ${/^[\w./-]+$/.test(folder) ? folder : `'${folder}'`}`;
    log(`\n${errors.length} error(s) in ${folder}. Fix them and run the check again: ${again}`);
  }
  return errors.length === 0;
}
