import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ContentProblem } from "./content-error.ts";
import { reportProblems } from "./report.ts";

const problem = (file: string, severity: ContentProblem["severity"]): ContentProblem => ({
  file,
  line: 3,
  column: 1,
  field: "title",
  message: "must not be empty",
  severity,
});
const problems = [problem("content/faq.yaml", "warning"), problem("content/faq.yaml", "error"), problem("content/site.yaml", "error")];

/** What reportProblems prints, line by line, and what it returns. */
function report(list: ContentProblem[], contentDir?: string): { lines: string[]; ok: boolean } {
  const lines: string[] = [];
  const ok = reportProblems(list, { contentDir, log: (line) => lines.push(line) });
  return { lines, ok };
}

describe("the content check's report", () => {
  it("prints errors before warnings, then the count for content/ in the words it always had", () => {
    const { lines, ok } = report(problems);
    expect(ok).toBe(false);
    expect(lines).toEqual([
      "content/faq.yaml:3:1  title: must not be empty",
      "content/site.yaml:3:1  title: must not be empty",
      "content/faq.yaml:3:1  warning: title: must not be empty",
      "\n2 error(s) in content/. Fix them and run the check again: npm run content:check",
    ]);
  });

  it("names another folder it checked, relative to the current folder, and how to check that folder again", () => {
    const inside =
      "\n2 error(s) in tests/fixtures/site/content/. Fix them and run the check again: npm run content:check -- tests/fixtures/site/content/";
    expect(report(problems, "tests/fixtures/site/content").lines.at(-1)).toBe(inside);
    expect(report(problems, join(process.cwd(), "tests/fixtures/site/content/")).lines.at(-1)).toBe(inside);
    expect(report(problems, join(process.cwd(), "content")).lines.at(-1)).toBe(
      "\n2 error(s) in content/. Fix them and run the check again: npm run content:check -- content/",
    );
  });

  it("names a folder outside the current one in full, quoted in the command when it needs to be", () => {
    const outside = join(tmpdir(), "site copy", "content");
    expect(report(problems, outside).lines.at(-1)).toBe(
      `\n2 error(s) in ${outside}/. Fix them and run the check again: npm run content:check -- '${outside}/'`,
    );
  });

  it("says nothing more when there are only warnings, and lets the content through", () => {
    const { lines, ok } = report([problem("content/faq.yaml", "warning")], "elsewhere/content");
    expect(ok).toBe(true);
    expect(lines).toEqual(["content/faq.yaml:3:1  warning: title: must not be empty"]);
  });
});
