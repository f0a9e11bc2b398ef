/**
 * The passages ranked by words and meaning together (docs/assistant.md, "Meaning"): each passage's score with
 * the specified weights, as a share of the best passage's, blended half and half with the cosine of its vector
 * and the question's. Chosen on the tuning and held-out sets: the blend put the passage that holds the expected
 * fact first for 78 of 95 and 57 of 79 questions, against 76 and 49 for the words alone and 69 and 48 for
 * reciprocal-rank fusion. Without vectors (the model not loaded, busy or slow) the words rank alone.
 */
import type { AssistantIndex, Passage } from "../../content/chat-data-shape.ts";
import { type AskedWords, type PassageHit, searchPassages } from "./passage-search.ts";

/** The cosine's share of the blend. */
const MEANING_SHARE = 0.5;
/** Passages considered by each reader before blending: bounded work whatever the question. */
const CANDIDATES = 60;

export interface RankedPassage {
  /** The passage's hit as the word search scored it (a zero hit where only its meaning is near). */
  hit: PassageHit;
  /** Its words' score as a share of the best passage's, 0 to 1. */
  words: number;
  /** Its vector's cosine with the question's, or 0 without vectors. */
  meaning: number;
  score: number;
}

/** One vector a passage, in the index's order, or none where the build made none for its text (server/passage-vectors.server.ts). */
export type PassageVectors = ReadonlyArray<Float32Array | undefined>;

export interface QuestionMeaning {
  vectors: PassageVectors;
  question: Float32Array;
}

export function rankPassages(index: AssistantIndex, asked: AskedWords, meaning?: QuestionMeaning, limit = 10): RankedPassage[] {
  const hits = searchPassages(index, asked, { limit: CANDIDATES });
  const best = hits[0]?.score ?? 0;
  const byPassage = new Map<Passage, RankedPassage>();
  for (const hit of hits) {
    byPassage.set(hit.passage, { hit, words: best > 0 ? hit.score / best : 0, meaning: 0, score: 0 });
  }
  if (meaning) {
    const near = nearest(index, meaning);
    for (const { at, value } of near) {
      const passage = index.passages[at];
      if (!passage) continue;
      const entry = byPassage.get(passage) ?? { hit: { passage, score: 0, coverage: 0, held: [] }, words: 0, meaning: 0, score: 0 };
      entry.meaning = value;
      byPassage.set(passage, entry);
    }
    // A word hit outside the nearest still has a meaning: its own cosine.
    for (const entry of byPassage.values()) {
      if (entry.meaning !== 0) continue;
      const vector = meaning.vectors[positionOf(index).get(entry.hit.passage) ?? -1];
      if (vector) entry.meaning = cosine(vector, meaning.question);
    }
  }
  const share = meaning ? MEANING_SHARE : 0;
  for (const entry of byPassage.values()) entry.score = (1 - share) * entry.words + share * entry.meaning;
  return [...byPassage.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}

/** The passages whose vectors are nearest the question's. */
function nearest(index: AssistantIndex, { vectors, question }: QuestionMeaning): Array<{ at: number; value: number }> {
  const all: Array<{ at: number; value: number }> = [];
  vectors.forEach((vector, at) => {
    if (vector) all.push({ at, value: cosine(vector, question) });
  });
  return all.sort((a, b) => b.value - a.value).slice(0, CANDIDATES);
}

const positions = new WeakMap<AssistantIndex, Map<Passage, number>>();

function positionOf(index: AssistantIndex): Map<Passage, number> {
  let map = positions.get(index);
  if (!map) positions.set(index, (map = new Map(index.passages.map((passage, at) => [passage, at]))));
  return map;
}

/** The cosine of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let at = 0; at < a.length; at++) sum += (a[at] ?? 0) * (b[at] ?? 0);
  return sum;
}
