import { describe, expect, it } from "vitest";
import { relatedStems } from "./word-relations.ts";

describe("relatedStems (WordNet)", () => {
  const related = relatedStems(["salary", "migration", "founded", "insurance"]);

  it("meets a synonym with the index word: 'wage' and 'pay' say salary", () => {
    expect(related.wage).toEqual(["salar"]);
    expect(related.pay).toContain("salar");
    expect(related.polic).toContain("insur");
  });

  it("reads a word's base form and its derived forms: 'founded' is found, which 'establish' and 'founder' say", () => {
    expect(related.establish).toContain("found");
    expect(related.founder).toContain("found");
    // A form with the index word's own stem ('migrate' for migration) is met by the stem already, not listed.
    expect(Object.values(related).flat()).not.toContain("migrate");
  });

  it("lists single words only, never a phrase of WordNet's ('health_insurance')", () => {
    expect(Object.keys(related).some((word) => word.includes("_") || word.includes(" "))).toBe(false);
  });

  it("knows nothing for a word WordNet does not hold", () => {
    expect(relatedStems(["zzqxv"])).toEqual({});
  });
});
