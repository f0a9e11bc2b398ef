import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { compileContent } from "../../src/content/compiler/compile-content.ts";
import { formatProblem } from "../../src/content/compiler/content-error.ts";
import { copyContent } from "../fixtures/content-copy.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const GUIDE = readFileSync(join(root, "CONTENT.md"), "utf8");

interface Snippet {
  language: string;
  /** The line of CONTENT.md the snippet's first line is on. */
  line: number;
  /** As an editor copies it: without the indentation of the list item the fence sits in. */
  text: string;
}

/** Fenced code blocks of CONTENT.md, with the fence's own indentation removed as Markdown renders it. */
function snippets(): Snippet[] {
  const found: Snippet[] = [];
  const lines = GUIDE.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)```(\w+)\s*$/.exec(lines[index] ?? "");
    if (!open) continue;
    const indent = open[1]?.length ?? 0;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end] ?? "")) body.push((lines[end++] ?? "").slice(indent));
    found.push({ language: open[2] ?? "", line: index + 2, text: `${body.join("\n")}\n` });
    index = end;
  }
  return found;
}

function errorsOf(contentDir: string): string[] {
  return compileContent(root, contentDir)
    .problems.filter((problem) => problem.severity === "error")
    .map(formatProblem);
}

describe("CONTENT.md's snippets work where the guide says to put them", () => {
  const all = snippets();

  it("finds the guide's YAML and Markdown snippets", () => {
    expect(all.filter((snippet) => snippet.language === "yaml").length).toBeGreaterThanOrEqual(4);
    expect(all.some((snippet) => snippet.language === "markdown")).toBe(true);
  });

  it.each(all.filter((snippet) => snippet.language === "yaml").map((snippet) => [snippet.line, snippet] as const))(
    "the YAML snippet at CONTENT.md:%i is valid YAML",
    (_line, snippet) => {
      expect(parseDocument(snippet.text).errors.map((error) => error.message)).toEqual([]);
    },
  );

  it("the FAQ snippet, pasted under its category's questions with its indentation, compiles", () => {
    const snippet = all.find((candidate) => candidate.text.includes("- question:"));
    expect(snippet, "CONTENT.md has an FAQ snippet").toBeDefined();
    const lines = snippet?.text.trimEnd().split("\n") ?? [];
    const questionsAt = lines.findIndex((line) => line.trim() === "questions:");
    const context = lines.slice(0, questionsAt + 1).join("\n");
    const content = copyContent("guide-");
    const faq = readFileSync(join(content, "faq.yaml"), "utf8");
    // The lines around the new question are copied from faq.yaml as they are, indentation included.
    expect(faq).toContain(context);
    const added = lines.slice(questionsAt + 1).join("\n");
    writeFileSync(join(content, "faq.yaml"), faq.replace(context, `${context}\n${added}`));
    const { bundle, problems } = compileContent(root, content);
    expect(problems.filter((problem) => problem.severity === "error").map(formatProblem)).toEqual([]);
    const question = /- question: (.+)/.exec(added)?.[1];
    expect(bundle?.faq.flatMap((category) => category.questions.map((entry) => entry.question))).toContain(question);
  });

  it("the article snippet, saved as a new article, compiles", () => {
    const snippet = all.find((candidate) => candidate.language === "markdown" && candidate.text.startsWith("---"));
    expect(snippet).toBeDefined();
    const content = copyContent("guide-");
    writeFileSync(join(content, "blog", "99.md"), snippet?.text ?? "");
    expect(errorsOf(content)).toEqual([]);
  });
});
