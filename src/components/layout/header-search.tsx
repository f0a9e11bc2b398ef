import { Search } from "lucide-react";
import { memo, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { ShellData } from "../../content/types.ts";
import { SearchForm } from "./search-form.tsx";

/**
 * The search field of the wide header: a native disclosure (<details>), so it opens without JavaScript too; with
 * it, a click outside, Escape or a navigation closes it and opening it puts the cursor in the field. Below the
 * lg breakpoint the field is in the menu instead.
 */
// Memoised: opening the mobile menu re-renders the header, and this need not follow (docs/hydration.md, "Work a tap does").
export const HeaderSearch = memo(function HeaderSearch({ layout }: { layout: ShellData["labels"]["layout"] }) {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname, search]);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const element = details.current;
      if (element?.open && event.target instanceof Node && !element.contains(event.target)) element.open = false;
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, []);
  return (
    <details
      ref={details}
      className="group/search relative max-lg:hidden"
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.querySelector("input")?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector("summary")?.focus();
      }}
    >
      <summary className="inline-flex h-10 w-8 cursor-pointer list-none items-center justify-center rounded-lg text-fg-body hover:bg-control-hover xl:w-10 [&::-webkit-details-marker]:hidden">
        <Search className="size-5" aria-hidden="true" />
        <span className="sr-only">{layout.search}</span>
      </summary>
      {/* Out of the layout while closed, not only out of sight: a closed <details> still gives its content boxes. */}
      <div className="absolute top-full right-0 z-50 mt-3 hidden w-80 rounded-xl border border-line bg-surface p-4 shadow-2xl group-open/search:block">
        <SearchForm labels={layout} landmark />
      </div>
    </details>
  );
});
