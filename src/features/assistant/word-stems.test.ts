import { describe, expect, it } from "vitest";
import { prepareSynonyms, stem, stems, stemsMeant, synonymVocabulary, synonymWords } from "./word-stems.ts";

describe("stem", () => {
  it("gives inflected and derived forms one stem", () => {
    expect(stem("certified")).toBe(stem("certifications"));
    expect(stem("delivered")).toBe(stem("delivering"));
    expect(stem("industries")).toBe(stem("industry"));
    expect(stem("pricing")).toBe(stem("price"));
  });

  it("keeps short words, numbers and symbols whole", () => {
    expect(stem("many")).toBe("many");
    expect(stem("365")).toBe("365");
    expect(stem("c++")).toBe("c++");
  });
});

describe("synonyms", () => {
  const groups = prepareSynonyms([
    ["get back to me", "respond", "reply"],
    ["training", "learning"],
  ]);

  it("adds a group's other words when a phrase stands in the message, its words in a row", () => {
    const added = synonymWords(stems("how soon will you get back to me"), groups);
    expect(added.words).toEqual(expect.arrayContaining(["respond", "reply"]));
    expect(added.stems).toContain(stem("respond"));
    expect(synonymWords(stems("get me back to the office"), groups).words).toEqual([]);
  });

  it("matches any form of a one-word synonym and knows the groups' words", () => {
    expect(synonymWords(stems("a trained team"), groups).words).toContain("learning");
    expect(stemsMeant(stem("learning"), groups)).toContain(stem("training"));
    expect(synonymVocabulary(groups).has(stem("reply"))).toBe(true);
    expect(synonymVocabulary(groups).has(stem("pizza"))).toBe(false);
  });
});
