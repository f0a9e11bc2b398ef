import { describe, expect, it } from "vitest";
import { compileWith } from "./compiled-content.fixture.ts";

/** The 1-based line of a text's key in a chat.yaml, found by its key rather than today's words. */
const lineOf = (text: string, key: string) => text.split("\n").findIndex((line) => line.startsWith(`  ${key}:`)) + 1;

/** Rewrites one text of a copy of content/chat.yaml, compiles it and returns its errors and the text's line. */
function withText(key: string, value: string) {
  let line = 0;
  const { problems } = compileWith("chat.yaml", (text) => {
    line = lineOf(text, key);
    const lines = text.split("\n");
    // The text may run over several lines (>- blocks): drop its continuation lines too.
    let end = line;
    while (lines[end]?.startsWith("    ")) end++;
    lines.splice(line - 1, end - line + 1, `  ${key}: ${JSON.stringify(value)}`);
    return lines.join("\n");
  });
  return { errors: problems.filter((problem) => problem.severity === "error"), line };
}

describe("the chat labels of content/chat.yaml", () => {
  it("refuses a {placeholder} a label does not have, at its line, naming the ones it may use", () => {
    const { errors, line } = withText("careerAskMobile", "Thanks, {nmae}! What's your mobile number?");
    expect(errors).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/chat\.yaml$/) as string, field: "labels.careerAskMobile", line }),
    ]);
    expect(errors[0]?.message).toContain("{nmae}");
    expect(errors[0]?.message).toContain("use {name}");
  });

  it("says so when a label has no placeholders at all", () => {
    const { errors } = withText("contactAskName", "Hello {name}, what's your name?");
    expect(errors.map((error) => error.field)).toEqual(["labels.contactAskName"]);
    expect(errors[0]?.message).toContain("no placeholders of its own");
  });

  it("accepts the site's facts such as {site.phone} in any label", () => {
    expect(withText("thanks", "You're welcome! Call {site.phone} any time.").errors).toEqual([]);
  });

  it("refuses a no-match answer without the contact form, at its line, saying what it must keep", () => {
    const { errors, line } = withText("noMatch", "Sorry, I don't know that. Email {email}. Would you like to Schedule a meeting? (yes/no)");
    expect(errors).toEqual([expect.objectContaining({ field: "labels.noMatch", line })]);
    expect(errors[0]?.message).toContain("must mention the contact form");
  });

  it("refuses an AI follow-up that no longer ends by offering a meeting", () => {
    const { errors, line } = withText("aiFollowUp", "Use our contact form or email {email}. Schedule a meeting any time. Thanks!");
    expect(errors).toEqual([expect.objectContaining({ field: "labels.aiFollowUp", line })]);
    expect(errors[0]?.message).toContain("end by asking whether to Schedule a meeting");
  });

  it("refuses a missing label, naming it", () => {
    const { problems } = compileWith("chat.yaml", (text) => text.replace(/^ {2}resendDeclined:.*\n( {4}.*\n)*/m, ""));
    const errors = problems.filter((problem) => problem.severity === "error");
    expect(errors).toEqual([expect.objectContaining({ field: "labels.resendDeclined" })]);
    expect(errors[0]?.message).toContain("is missing");
  });
});
