import { brandCount, DESCRIPTION_MAX, DESCRIPTION_MIN, documentTitle, TITLE_MAX } from "../../lib/search-snippet.ts";
import { fieldPath, type ContentProblem } from "./content-error.ts";
import type { SourceFile } from "./source-file.ts";

const PLACEHOLDER = /\bTODO\b/;

/** One page's search title and description, with the fields an editor changes to fix them. */
export interface SnippetSource {
  source: SourceFile;
  title: { value: string; field: (string | number)[] };
  description: { value: string; field: (string | number)[] };
  isHome: boolean;
  /** The fix when the title is too long; articles whose headline is used say to add seoTitle instead. */
  titleFix?: (limit: number) => string;
  /** The fix when the description is out of bounds; articles whose excerpt is used say to add seoDescription. */
  descriptionFix?: string;
}

/**
 * Errors for document titles over 60 characters or naming the brand twice, and for descriptions outside
 * 70-160 characters; and for a title or description that another
 * page has already, as a copied entry has until the editor rewrites it (0411). Counts what visitors see: the title
 * with the brand the site adds.
 */
export function checkSearchSnippets(entries: readonly SnippetSource[], brand: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (entry: SnippetSource, field: (string | number)[], message: string) =>
    problems.push({ file: entry.source.path, ...entry.source.locate(field), field: fieldPath(field), message, severity: "error" });

  const titlesSeen = new Map<string, SnippetSource>();
  const descriptionsSeen = new Map<string, SnippetSource>();
  for (const entry of entries) {
    const { title, description } = entry;
    // A placeholder from npm run content:new is reported once, as a placeholder (cross-checks.ts).
    if (PLACEHOLDER.test(title.value) || PLACEHOLDER.test(description.value)) continue;
    const shown = documentTitle(title.value, brand, entry.isHome);
    // A copied entry keeps the search title and description of the one it was copied from.
    const sameTitle = titlesSeen.get(shown.toLowerCase());
    if (sameTitle) report(entry, title.field, `is the same search title as ${sameTitle.source.path} ("${shown}"): give this page its own`);
    else titlesSeen.set(shown.toLowerCase(), entry);
    const sameDescription = descriptionsSeen.get(description.value.trim().toLowerCase());
    if (sameDescription)
      report(
        entry,
        description.field,
        `is the same search description as ${sameDescription.source.path}: describe this page in its own words`,
      );
    else descriptionsSeen.set(description.value.trim().toLowerCase(), entry);
    const ownLimit = TITLE_MAX - (shown.length - title.value.length);
    if (brandCount(shown, brand) > 1)
      report(entry, title.field, `names "${brand}" more than once (write it once, or leave it out: the site adds it)`);
    else if (shown.length > TITLE_MAX) {
      const fix = entry.titleFix?.(ownLimit) ?? `shorten it to ${ownLimit} characters or fewer`;
      const added = shown === title.value ? "" : ` with the company name the site adds`;
      report(
        entry,
        title.field,
        `makes a title of ${shown.length} characters${added} ("${shown}"); search results show at most ${TITLE_MAX} (${fix})`,
      );
    }
    const length = description.value.length;
    if (length > DESCRIPTION_MAX || length < DESCRIPTION_MIN) {
      const fix =
        entry.descriptionFix ??
        (length > DESCRIPTION_MAX
          ? `shorten it by ${characters(length - DESCRIPTION_MAX)}`
          : `add ${characters(DESCRIPTION_MIN - length)} or more: say what the page offers and for whom`);
      report(
        entry,
        description.field,
        `is ${length} characters; search results show a description of ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} characters (${fix})`,
      );
    }
  }
  return problems;
}

function characters(count: number): string {
  return `${count} character${count === 1 ? "" : "s"}`;
}
