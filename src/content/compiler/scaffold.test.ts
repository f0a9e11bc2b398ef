import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { copyContent } from "../../../tests/fixtures/content-copy.ts";
import { compileContent } from "./compile-content.ts";
import { KINDS, scaffold, type Kind } from "./scaffold.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));
let content = "";

beforeAll(() => {
  content = copyContent("scaffold-");
});

/** Each kind's scaffold as written and compiled, for the tests that read the same one. */
const compiled = new Map<string, ReturnType<typeof compileWith>>();

/**
 * The errors of a copy of content/ with one fresh scaffold added (and removed again afterwards). A scaffold this
 * file has compiled already is not compiled again: the copy is the same again once the scaffold is removed.
 */
function errorsWith(kind: Kind, text: string) {
  const key = `${kind}\n${text}`;
  const result = compiled.get(key) ?? compileWith(kind, text);
  compiled.set(key, result);
  return result;
}

function compileWith(kind: Kind, text: string) {
  const name = KINDS[kind].extension === ".md" || kind === "case-study" ? "99" : "brand-new";
  const file = join(content, KINDS[kind].folder, `${name}${KINDS[kind].extension}`);
  writeFileSync(file, text);
  try {
    return { name, errors: compileContent(root, content).problems.filter((problem) => problem.severity === "error") };
  } finally {
    rmSync(file);
  }
}

describe("npm run content:new", () => {
  it.each(Object.keys(KINDS) as Kind[])("scaffolds a %s whose first check lists only its placeholders", (kind) => {
    const text = scaffold(join(root, "schemas"), kind, "2026-11-22");
    expect(text).toContain(`$schema=../../schemas/${KINDS[kind].schema}.schema.json`);
    const { name, errors } = errorsWith(kind, text);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error.file).toContain(`${name}${KINDS[kind].extension}`);
      expect(error.message).toMatch(/placeholder from npm run content:new/);
    }
    // One line per placeholder: as many problems as the file has TODO values.
    expect(errors.length).toBe(text.match(/\bTODO\b/g)?.length);
  });

  it("leaves no plausible value to pass unread: order, salary, closing date and choices are placeholders", () => {
    const { errors } = errorsWith("job", scaffold(join(root, "schemas"), "job", "2026-11-22"));
    const fields = errors.map((error) => error.field);
    for (const field of ["order", "salary.min", "salary.max", "validThrough", "type"]) expect(fields).toContain(field);
    expect(fields).not.toContain("posted");
    // The kind written in Markdown (an article) also has a placeholder body.
    const markdown = (Object.keys(KINDS) as Kind[]).find((kind) => KINDS[kind].extension === ".md");
    if (!markdown) throw new Error("no kind is written in Markdown");
    const article = errorsWith(markdown, scaffold(join(root, "schemas"), markdown, "2026-11-22"));
    expect(article.errors.some((error) => error.message.startsWith("the article still has the placeholder"))).toBe(true);
  });

  it("a placeholder replaced by a real value passes; one left in place still fails", () => {
    const text = scaffold(join(root, "schemas"), "service", "2026-11-22");
    const filled = text.replace(/^order: .*$/m, "order: 16");
    const { errors } = errorsWith("service", filled);
    expect(errors.map((error) => error.field)).not.toContain("order");
    expect(errors.map((error) => error.field)).toContain("title");
  });
});
