import { LineCounter, parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { explainYamlError } from "./yaml-syntax-error.ts";

function explain(text: string) {
  const lineCounter = new LineCounter();
  const [error] = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }).errors;
  if (!error) throw new Error("expected a syntax error");
  return explainYamlError(text, error, lineCounter);
}

describe("YAML syntax errors in plain words, where the problem starts", () => {
  it("an unclosed quote on line 3 is reported at line 3, not at the end of the file", () => {
    const problem = explain('title: Cloud\nsummary: ok\nsubtitle: "Unclosed quote\norder: 1\nicon: cloud\nfeatures:\n  - a\n  - b\n');
    expect(problem).toMatchObject({ line: 3, column: 11 });
    expect(problem.message).toBe(
      'this text starts with " but the quote is never closed (add " at the end of the text, or remove the opening one)',
    );
    expect(explain("a: 1\nb: 'open\nc: 2\n")).toMatchObject({ line: 2, column: 4 });
  });

  it("an unclosed [ is reported where it opens", () => {
    expect(explain("categories:\n  - name: [unclosed\n    questions: []\n")).toMatchObject({ line: 2, column: 11 });
  });

  it("a colon inside a text asks for quotes; a line indented too far is named", () => {
    expect(explain("title: Cloud: the guide\nsummary: ok\n").message).toContain("put the whole text in quotes");
    expect(explain("title: Cloud\n summary: ok\norder: 1\n")).toMatchObject({
      line: 2,
      message: expect.stringContaining("indented more") as unknown,
    });
  });

  it("tabs and repeated fields", () => {
    expect(explain("title: Cloud\nfeatures:\n\t- a\n")).toMatchObject({ line: 3, message: expect.stringContaining("tab") as unknown });
    expect(explain("title: a\ntitle: b\n")).toMatchObject({
      line: 2,
      message: 'the field "title" appears twice in the same group (keep one of them)',
    });
  });
});
