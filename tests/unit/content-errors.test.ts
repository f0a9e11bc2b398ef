import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { formatProblem } from "../../scripts/content/content-error.ts";
import { compileContent } from "../../scripts/content/compile-content.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
let workDir: string | undefined;

/** Compiles a copy of content/ after applying edits, and returns the messages an editor would read. */
function problemsAfter(edits: Record<string, (text: string) => string>): string[] {
  workDir = mkdtempSync(join(tmpdir(), "content-"));
  const contentDir = join(workDir, "content");
  cpSync(join(root, "content"), contentDir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(contentDir, file);
    writeFileSync(path, edit(readFileSync(path, "utf8")));
  }
  const { problems } = compileContent(root, contentDir);
  return problems.map((problem) => normalise(formatProblem(problem)));
}

/** Temporary copies live outside the project; show their paths as content/... like the real ones. */
function normalise(message: string): string {
  return message.replace(/\S*content-[A-Za-z0-9]+\/content\//g, "content/");
}

afterEach(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
});

describe("content errors name the file, line, field and fix", () => {
  it("the real content has no errors", () => {
    expect(compileContent(root).problems.filter((problem) => problem.severity === "error")).toEqual([]);
  });

  it("a misspelt field name suggests the right one", () => {
    expect(problemsAfter({ "pages/home.yaml": (text) => text.replace("    eyebrow:", "    eyebrw:") })).toMatchInlineSnapshot();
  });

  it("an unknown section type lists the known ones", () => {
    expect(problemsAfter({ "pages/home.yaml": (text) => text.replace("  - type: process", "  - type: proces") })).toMatchInlineSnapshot();
  });

  it("a missing required field says what it is for", () => {
    expect(problemsAfter({ "pages/home.yaml": (text) => text.replace("  - type: cta\n    title:", "  - type: cta\n    titel:") })).toMatchInlineSnapshot();
  });

  it("a wrong type, a bad enum value, a bad date and a too-long text", () => {
    expect(
      problemsAfter({
        "services/cloud.yaml": (text) => text.replace(/^order: \d+/m, "order: first"),
        "blog/2.md": (text) => text.replace(/^category: .*/m, "category: Cyber Security").replace(/^date: .*/m, "date: 2024-13-45"),
        "case-studies/3.yaml": (text) => text.replace(/^timeline: .*/m, "timeline: six months"),
      }),
    ).toMatchInlineSnapshot();
  });

  it("a YAML syntax error points at its line", () => {
    expect(problemsAfter({ "faq.yaml": (text) => text.replace("categories:", "categories:\n  - name: [unclosed") })).toMatchInlineSnapshot();
  });

  it("a link to a service that does not exist names the existing ones", () => {
    expect(problemsAfter({ "pages/home.yaml": (text) => text.replace("      - managed-support", "      - managed-suport") })).toMatchInlineSnapshot();
  });

  it("a second featured article is refused", () => {
    expect(problemsAfter({ "blog/3.md": (text) => text.replace(/^category:/m, "featured: true\ncategory:") })).toMatchInlineSnapshot();
  });

  it("a missing page and a badly named file", () => {
    const problems = problemsAfter({});
    expect(problems).toEqual([]);
    rmSync(join(workDir ?? "", "content/pages/terms.yaml"));
    cpSync(join(workDir ?? "", "content/services/cloud.yaml"), join(workDir ?? "", "content/services/Cloud Stuff.yaml"));
    const after = compileContent(root, join(workDir ?? "", "content")).problems.map((problem) => normalise(formatProblem(problem)));
    expect(after).toMatchInlineSnapshot();
  });
});
