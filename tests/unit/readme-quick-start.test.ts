/**
 * README.md is the quick start: under 1,200 words, and its first commands are the two a newcomer needs,
 * `npm install && npm start` (the site on http://localhost:3000) and `npm test`. The design and the
 * long explanations live in docs/architecture.md, which README links.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const readme = readFileSync(join(root, "README.md"), "utf8");

describe("README.md, the quick start", () => {
  it("stays under 1,200 words (counted as wc -w does)", () => {
    const words = readme.split(/\s+/).filter((word) => word !== "").length;
    expect(words, "move long explanations to docs/architecture.md (or the doc they belong to) and link them").toBeLessThan(1200);
  });

  it("starts with the two commands a newcomer needs", () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme);
    expect(firstBlock, "README needs a ```sh block with the first commands").not.toBeNull();
    const before = readme.slice(0, firstBlock?.index ?? 0);
    expect(
      before.split("\n").filter((line) => line.trim() !== "").length,
      "the commands come right after the title and a line or two",
    ).toBeLessThanOrEqual(3);
    const commands = (firstBlock?.[1] ?? "")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => line.replace(/#.*$/, "").trim());
    expect(commands).toEqual(["npm install && npm start", "npm test"]);
    expect(firstBlock?.[1]).toContain("http://localhost:3000");
  });

  it("links the architecture and the other documents, to files and headings that exist", () => {
    const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#([^)\s]*))?\)/g)].filter((match) => !/^https?:/.test(match[1] ?? ""));
    expect(links.map((match) => match[1])).toContain("docs/architecture.md");
    const problems: string[] = [];
    for (const [, file = "", anchor] of links) {
      const path = join(root, file.endsWith("/") ? `${file}README.md` : file);
      if (!existsSync(path)) {
        problems.push(`README links ${file}, which does not exist`);
        continue;
      }
      if (anchor === undefined) continue;
      // GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens.
      const anchors = [...readFileSync(path, "utf8").matchAll(/^#+ (.+)$/gm)].map((match) =>
        (match[1] ?? "")
          .toLowerCase()
          .replace(/[^\p{L}\p{N} _-]/gu, "")
          .replace(/ /g, "-"),
      );
      if (!anchors.includes(anchor)) problems.push(`README links ${file}#${anchor}, a heading ${file} does not have`);
    }
    expect(problems).toEqual([]);
  });
});
