import { describe, expect, it } from "vitest";
import { bestPassage, sentencesOf } from "./best-passage.ts";
import { prepareSynonyms } from "./word-stems.ts";

const BENEFITS = "Health: medical and dental insurance. Learning: a $3,000 learning budget. Leave: 12 weeks of parental leave.";

describe("bestPassage", () => {
  it("leads with the sentence that holds what was asked when the opening does not", () => {
    expect(bestPassage(BENEFITS, "Health: medical and dental insurance.", "parental leave?")).toBe("Leave: 12 weeks of parental leave.");
  });

  it("keeps the opening when it answers as well, or when the title already says what was asked", () => {
    expect(bestPassage(BENEFITS, "Health: medical and dental insurance.", "dental insurance")).toBeUndefined();
    expect(bestPassage(BENEFITS, "Health: medical and dental insurance.", "parental leave", "Parental leave")).toBeUndefined();
  });

  it("reads the message with its synonyms", () => {
    const synonyms = prepareSynonyms([["training", "learning"]]);
    expect(bestPassage(BENEFITS, "Health: medical and dental insurance.", "training", "", synonyms)).toBe(
      "Learning: a $3,000 learning budget.",
    );
  });

  it("offers one part of a list written as a sentence", () => {
    expect(
      bestPassage("We modernise apps. Key features: Teams rollout; Copilot readiness; Intune.", "We modernise apps.", "copilot?"),
    ).toBe("Copilot readiness");
  });

  it("does not end a sentence inside a word", () => {
    expect(sentencesOf("We run node.js at 99.9% uptime. Then more.")).toEqual(["We run node.js at 99.9% uptime.", "Then more."]);
  });
});
