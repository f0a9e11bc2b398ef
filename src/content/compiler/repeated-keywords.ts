import { fieldPath, type ContentProblem } from "./content-error.ts";
import type { SourceFile } from "./source-file.ts";

/**
 * Entries whose chat keywords are mostly another's: an editor
 * who starts a service by copying another and keeps its keywords leaves the assistant two entries it cannot
 * tell apart. A warning, not an error: two entries may be close on purpose.
 */

/** One entry that carries `keywords` for the assistant: a service, a case study, an FAQ question, an answer of chat.yaml. */
export interface KeywordEntry {
  source: SourceFile;
  /** Where its keywords are in the file, e.g. ["keywords"] or ["categories", 0, "questions", 2, "keywords"]. */
  path: (string | number)[];
  /** How a message names it: its file, or for a file of several entries which one of them. */
  name: string;
  keywords: readonly string[];
}

/** A pair is warned of when it shares at least this many keywords, and more than half of the smaller entry's. */
const REPEATED_KEYWORDS_MIN = 3;
/** Shared keywords quoted in the message. */
const SHOWN = 5;

/** Keywords compared as visitors' words: case, punctuation and spacing aside ("Pen-test" = "pen test"). */
function keywordMap(keywords: readonly string[]): Map<string, string> {
  return new Map(
    keywords.map(
      (keyword) =>
        [
          keyword
            .toLowerCase()
            .replace(/[^\p{L}\p{N}]+/gu, " ")
            .trim(),
          keyword,
        ] as const,
    ),
  );
}

/**
 * One warning per pair of entries sharing most keywords, at the entry with fewer (of two alike, the later one:
 * more likely the copy), naming the other and the share of its keywords that are repeated.
 */
export function repeatedKeywords(entries: readonly KeywordEntry[]): ContentProblem[] {
  const keyed = entries.map((entry) => ({ entry, keywords: keywordMap(entry.keywords) }));
  return keyed.flatMap((first, index) =>
    keyed.slice(index + 1).flatMap((second): ContentProblem[] => {
      const [at, other] = first.keywords.size < second.keywords.size ? [first, second] : [second, first];
      const shared = [...at.keywords].filter(([key]) => other.keywords.has(key)).map(([, keyword]) => keyword);
      if (shared.length < REPEATED_KEYWORDS_MIN || shared.length * 2 <= at.keywords.size) return [];
      const listed = shared.slice(0, SHOWN).join(", ") + (shared.length > SHOWN ? ", …" : "");
      const share = Math.round((shared.length / at.keywords.size) * 100);
      return [
        {
          file: at.entry.source.path,
          ...at.entry.source.locate(at.entry.path),
          field: fieldPath(at.entry.path),
          message:
            `${shared.length} of these ${at.keywords.size} keywords (${share}%) are also those of ${other.entry.name} (${listed}), ` +
            "so the assistant cannot tell the two apart (if one entry was copied from the other, give the new entry its own " +
            "keywords: the words visitors use for it alone)",
          severity: "warning",
        },
      ];
    }),
  );
}
