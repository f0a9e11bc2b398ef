import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { compileContent } from "../../src/content/compiler/compile-content.ts";
import { errorLines } from "../../src/content/compiler/report.ts";
import { copyContent } from "../fixtures/content-copy.ts";

/**
 * One broken file is one file's errors: the files that did not change are checked without it, never
 * reported for it. The preview prints the same
 * list (errorLines), so these are also the errors its overlay shows.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
let content = "";

beforeAll(() => {
  content = copyContent("content-cascade-");
});

/** The errors of the copy after `edit` is applied to `file`; the file is restored afterwards. */
function errorsWith(file: string, edit: (text: string) => string): string[] {
  const path = join(content, file);
  const original = readFileSync(path, "utf8");
  const broken = edit(original);
  expect(broken, `${file} was not changed`).not.toBe(original);
  writeFileSync(path, broken);
  try {
    return errorLines(compileContent(root, content).problems);
  } finally {
    writeFileSync(path, original);
  }
}

/** The one file of a folder that is featured (found by its field, not its name). */
function featured(folder: string): string {
  const files = readdirSync(join(root, "content", folder)).filter((file) =>
    /^featured: true$/m.test(readFileSync(join(root, "content", folder, file), "utf8")),
  );
  expect(files, `featured files in content/${folder}`).toHaveLength(1);
  return `${folder}/${files[0]}`;
}

const onlyIn = (file: string, errors: string[]) => errors.filter((line) => !line.includes(`content/${file}:`));

describe("a broken file is reported in that file only", () => {
  it("a page with a section type that does not exist: exactly that error, nothing about other files", () => {
    const errors = errorsWith("pages/about.yaml", (text) => text.replace(/^( {2}- type: )([a-z-]+)$/m, "$1$2x"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/content\/pages\/about\.yaml:\d+:\d+ {2}sections\[\d+\]\.type: "[a-z-]+x" is not a section type \(/);
  });

  // The files others are filled from or point at: the site's settings, the FAQ, the chat, a service,
  // and the featured article and case study (the blog and portfolio pages show them).
  const depended = () => [
    "site.yaml",
    "faq.yaml",
    "chat.yaml",
    "pages/services.yaml",
    `services/${readdirSync(join(root, "content/services")).sort()[0]}`,
    featured("blog"),
    featured("case-studies"),
  ];

  it("a YAML syntax error in any file others depend on is that file's error alone", () => {
    for (const file of depended()) {
      const errors = errorsWith(file, (text) => text.replace(/^([a-zA-Z]+):/m, "$1: [unclosed\n$1:"));
      expect(errors.length, `${file}: ${errors.join("\n")}`).toBeGreaterThan(0);
      expect(onlyIn(file, errors), file).toEqual([]);
    }
  });
});
