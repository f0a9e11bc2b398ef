/**
 * content:check warns when an entry repeats most of another's keywords, as when an
 * editor starts a service by copying another and keeps its keywords: tried on copies of the fixture site.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileContent } from "../../src/content/compiler/compile-content.ts";
import { formatProblem } from "../../src/content/compiler/content-error.ts";
import { copyContent } from "../fixtures/content-copy.ts";
import { replaceEntry, replaceValue } from "../fixtures/edit-yaml.ts";
import { fixtureContentDir } from "../fixtures/fixture-site.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const ALPHA = "services/alpha-service.yaml";
const ALPHA_KEYWORDS = ["alpha", "alpha fixture keyword", "alpha hosting", "alpha backup", "alpha migration", "alpha support"];

/** A copy of the fixture site where Alpha has six keywords, and a new service Delta copied from it with `deltaKeywords`. */
function checkWithCopy(deltaKeywords: readonly string[]) {
  const content = copyContent("keywords-", fixtureContentDir);
  const alpha = replaceEntry(readFileSync(join(content, ALPHA), "utf8"), ["keywords"], `keywords: [${ALPHA_KEYWORDS.join(", ")}]`);
  writeFileSync(join(content, ALPHA), alpha);
  // The editor's copy: new name, order, price and search texts, the keywords as the test says.
  let delta = replaceEntry(alpha, ["keywords"], `keywords: [${deltaKeywords.join(", ")}]`);
  for (const [path, value] of [
    [["title"], "Delta Service"],
    [["navLabel"], "Delta Fixture"],
    [["order"], 4],
    [["pricing", "monthly"], 404],
    [["seo", "title"], "Delta Service for Tests"],
    [["seo", "description"], "Delta Service is a fixture service of Fixture Co, copied from Alpha for the test of repeated keywords."],
  ] as const)
    delta = replaceValue(delta, [...path], value);
  writeFileSync(join(content, "services/delta-service.yaml"), delta);
  const { bundle, problems } = compileContent(root, content);
  const messages = problems.map((problem) => formatProblem(problem).replace(/\S*keywords-[A-Za-z0-9]+\/content\//g, "content/"));
  return { bundle, messages, keywordWarnings: messages.filter((message) => message.includes("keywords:")) };
}

describe("content:check on entries that share keywords", () => {
  it("warns, naming both files, the share and the fix, when a copied service keeps the original's keywords; the build still passes", () => {
    const { bundle, messages, keywordWarnings } = checkWithCopy(ALPHA_KEYWORDS);
    expect(bundle?.services.map((service) => service.title)).toContain("Delta Service");
    expect(messages.filter((message) => !message.includes("warning:"))).toEqual([]);
    expect(keywordWarnings).toHaveLength(1);
    const [warning] = keywordWarnings;
    expect(warning).toMatch(/^content\/services\/delta-service\.yaml:\d+:\d+ {2}warning: keywords: 6 of these 6 keywords \(100%\)/);
    expect(warning).toContain(
      `are also those of content/${ALPHA} (alpha, alpha fixture keyword, alpha hosting, alpha backup, alpha migration, …)`,
    );
    expect(warning).toContain("give the new entry its own keywords");
  });

  it("warns when more than half of the smaller entry's keywords, and at least three, are the other's", () => {
    const { keywordWarnings } = checkWithCopy(["Alpha", "Alpha-Backup", "alpha   hosting", "delta"]);
    expect(keywordWarnings).toEqual([
      expect.stringContaining("3 of these 4 keywords (75%) are also those of content/services/alpha-service.yaml"),
    ]);
  });

  it("stays quiet at half or less, or under three keywords shared", () => {
    expect(checkWithCopy(["alpha", "alpha backup", "alpha hosting", "delta", "delta edge", "delta cdn"]).keywordWarnings).toEqual([]);
    expect(checkWithCopy(["alpha", "alpha backup"]).keywordWarnings).toEqual([]);
    expect(checkWithCopy(["delta", "delta edge", "delta cdn", "delta backup"]).keywordWarnings).toEqual([]);
  });
});
