import { describe, expect, it } from "vitest";
import { isSignificant, significantWords, singular, words } from "./text-words.ts";

describe("words", () => {
  it("lower-cases, drops punctuation and possessives, keeps c++ and c#", () => {
    expect(words("What's Meridian's PRICE? c++, C# and node.js!")).toEqual(["what", "meridian", "price", "c++", "c#", "and", "node", "js"]);
  });
  it("makes simple plurals singular, and leaves function words alone", () => {
    expect(words("services studies addresses jobs does")).toEqual(["service", "study", "address", "job", "does"]);
  });
});

describe("singular", () => {
  it.each([
    ["services", "service"],
    ["companies", "company"],
    ["branches", "branch"],
    ["offices", "office"],
    ["aws", "aws"],
    ["ios", "ios"],
    ["status", "status"],
    ["analysis", "analysis"],
    ["address", "address"],
  ])("%s → %s", (word, expected) => {
    expect(singular(word)).toBe(expected);
  });
});

describe("significant words", () => {
  it("drops function words and words of two characters or fewer, and repeats", () => {
    expect(significantWords("Where are you located? Do you do AI, AI, AI in the US?")).toEqual(["located"]);
    expect(isSignificant("for")).toBe(false);
    expect(isSignificant("cloud")).toBe(true);
    expect(isSignificant("ai")).toBe(false);
  });
});
