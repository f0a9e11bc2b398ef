import { useId } from "react";
import type { Labels } from "./use-labels.ts";

const FIELD =
  "block w-full min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg placeholder:text-fg-faint focus:border-brand-bright focus:ring-2 focus:ring-brand-bright/40 focus:outline-none";

/** The address the search form sends to: src/routes/search.tsx. */
const SEARCH_PATH = "/search";

/**
 * The site search's field: a plain GET form to /search, so it works without JavaScript (docs/assistant.md,
 * "Site search"). Its label is shown above the field, or read by screen readers only where the field stands
 * alone (the header, the menu), with the same words as its placeholder.
 */
export function SearchForm({
  labels,
  query,
  showLabel = false,
  landmark = false,
  className = "",
}: {
  labels: Pick<Labels["layout"], "search" | "searchField">;
  /** What the field holds when the page opens: the search shown. */
  query?: string;
  showLabel?: boolean;
  /** The header's form is the page's search landmark; one per page. */
  landmark?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <form method="get" action={SEARCH_PATH} role={landmark ? "search" : undefined} className={className}>
      <label htmlFor={id} className={showLabel ? "mb-2 block text-sm font-medium text-fg-strong" : "sr-only"}>
        {labels.searchField}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={showLabel ? undefined : labels.searchField}
          autoComplete="off"
          enterKeyHint="search"
          className={FIELD}
        />
        <button
          type="submit"
          className="shrink-0 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-bright"
        >
          {labels.search}
        </button>
      </div>
    </form>
  );
}
