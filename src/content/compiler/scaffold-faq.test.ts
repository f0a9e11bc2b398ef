import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { copyContent } from "../../../tests/fixtures/content-copy.ts";
import { compileContent } from "./compile-content.ts";
import { scaffoldFaqQuestion } from "./scaffold-faq.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));

describe("npm run content:new -- faq <category>", () => {
  it("adds a placeholder question to that category, which fails the check only on its placeholders", () => {
    const content = copyContent("faq-scaffold-");
    const file = join(content, "faq.yaml");
    const before = readFileSync(file, "utf8");
    const after = scaffoldFaqQuestion(before, "pricing-business");
    // Only two lines are added; the rest of the file (comments included) is untouched.
    expect(after.split("\n").length).toBe(before.split("\n").length + 2);
    writeFileSync(file, after);
    const errors = compileContent(root, content).problems.filter((problem) => problem.severity === "error");
    expect(errors.map((error) => error.field).sort()).toEqual(["categories[4].questions[0].answer", "categories[4].questions[0].question"]);
    for (const error of errors) expect(error.message).toMatch(/placeholder from npm run content:new/);
  });

  it("names the categories when the one asked for does not exist", () => {
    expect(() => scaffoldFaqQuestion(readFileSync(join(root, "content/faq.yaml"), "utf8"), "weekends")).toThrow(
      /no FAQ category "weekends". Use one of: general-services, .*pricing-business/,
    );
  });
});
