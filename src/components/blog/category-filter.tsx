import { Link } from "react-router";

/**
 * Category filter as links (/blog?category=DevOps): without JavaScript the server renders the filtered
 * list; with it the router navigates in place. The active link is marked with aria-current.
 */
export function CategoryFilter({
  label,
  allLabel,
  categories,
  selected,
  pathname,
}: {
  label: string;
  allLabel: string;
  categories: readonly string[];
  selected: string | undefined;
  pathname: string;
}) {
  const options = [{ name: allLabel, value: undefined }, ...categories.map((category) => ({ name: category, value: category }))];
  return (
    <nav aria-label={label} className="mb-8">
      <ul className="flex flex-wrap justify-center gap-2">
        {options.map(({ name, value }) => {
          const active = value === selected;
          return (
            <li key={name}>
              <Link
                to={value ? `${pathname}?${new URLSearchParams({ category: value }).toString()}` : pathname}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                  active
                    ? "border-selected bg-selected text-on-selected"
                    : "border-line-strong bg-surface text-fg-body hover:border-accent-line hover:text-accent"
                }`}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
