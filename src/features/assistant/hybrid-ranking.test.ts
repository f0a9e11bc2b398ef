import { describe, expect, it } from "vitest";
import type { AssistantIndex, Passage } from "../../content/chat-data-shape.ts";
import { askedWords, searchPassages } from "./passage-search.ts";
import { cosine, rankPassages } from "./hybrid-ranking.ts";

/** The sentence model's size; any size serves the ranking's arithmetic. */
const DIMENSIONS = 512;

// The test's own index: four pages of a made-up company, and vectors built by hand along a few axes.
const passage = (title: string, url: string, label: string, text: string): Passage => ({
  title,
  url,
  category: "Services",
  keywords: [],
  label,
  text,
});
const printers = passage(
  "Printer Leasing",
  "/services/example-printers",
  "overview",
  "Printers and copiers leased by the month, toner included.",
);
const training = passage(
  "Staff Training",
  "/services/example-training",
  "overview",
  "Workshops that teach staff to set up printers and laptops.",
);
const moves = passage("Office Moves", "/services/example-moves", "overview", "We pack, carry and reconnect every desk over one weekend.");
const payroll = passage("Payroll", "/services/example-payroll", "overview", "Salaries paid on time with every tax form filed.");
const index: AssistantIndex = { passages: [printers, training, moves, payroll], related: {} };

/** A unit vector: `near` of the question's axis (0) and the rest along an axis of its own. */
function vector(near: number, own: number): Float32Array {
  const out = new Float32Array(DIMENSIONS);
  out[0] = near;
  out[own] = Math.sqrt(1 - near * near);
  return out;
}
const question = vector(1, 1);
// Office Moves shares no word with the question but is near in meaning; the others are far.
const vectors = [vector(0.1, 2), vector(0.05, 3), vector(0.9, 4), vector(0, 5)];
const meaning = { vectors, question };

const asked = askedWords(index, "who relocates our printers", []);

describe("rankPassages", () => {
  it("without meaning, ranks as the word search does", () => {
    const ranked = rankPassages(index, asked);
    expect(ranked.map((entry) => entry.hit.passage)).toEqual(searchPassages(index, asked).map((hit) => hit.passage));
    expect(ranked.map((entry) => entry.hit.passage)).toEqual([printers, training]);
    expect(ranked.every((entry) => entry.meaning === 0 && entry.score === entry.words)).toBe(true);
  });

  it("ranks a passage of no shared word but a near vector among the results, above a weak word match", () => {
    const ranked = rankPassages(index, asked, meaning).map((entry) => entry.hit.passage);
    expect(searchPassages(index, asked).map((hit) => hit.passage)).not.toContain(moves);
    expect(ranked.indexOf(moves)).toBeGreaterThanOrEqual(0);
    expect(ranked.indexOf(moves)).toBeLessThan(ranked.indexOf(training));
  });

  it("blends each passage's share of the best words score half and half with its cosine", () => {
    const ranked = rankPassages(index, asked, meaning);
    const best = Math.max(...ranked.map((entry) => entry.hit.score));
    for (const entry of ranked) {
      const at = index.passages.indexOf(entry.hit.passage);
      expect(entry.words).toBeCloseTo(entry.hit.score / best, 6);
      expect(entry.meaning).toBeCloseTo(cosine(vectors[at]!, question), 6);
      expect(entry.score).toBeCloseTo((entry.words + entry.meaning) / 2, 6);
    }
    expect(ranked.map((entry) => entry.score)).toEqual([...ranked.map((entry) => entry.score)].sort((a, b) => b - a));
  });
});
